#pragma once

namespace Foulplay::Lsp {

// foulplay-lsp's main(): the Language Server Protocol over standard input
// and output, or over TCP on 127.0.0.1 with --port N; --help, --version.
// Makes the QCoreApplication, so call it from main() only.
int serverMain(int argc, char *argv[]);

} // namespace Foulplay::Lsp
