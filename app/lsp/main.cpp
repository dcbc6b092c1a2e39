// foulplay-lsp: the Language Server Protocol over standard input and
// output, or over TCP on 127.0.0.1 with --port N. Nothing but wiring.
#include "lspmain.h"

int main(int argc, char *argv[])
{
    return Foulplay::Lsp::serverMain(argc, argv);
}
