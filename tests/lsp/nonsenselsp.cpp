// foulplay-lsp with every message of the parsers and engines worded in
// nonsense (tests/nonsensewords.h), for tst_lspwords.
#include "lspmain.h"
#include "nonsensewords.h"

int main(int argc, char *argv[])
{
    NonsenseWords::installEnglish();
    return Foulplay::Lsp::serverMain(argc, argv);
}
