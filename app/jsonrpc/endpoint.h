#pragma once

#include <QStringList>

#include <functional>

class QObject;

namespace Foulplay::JsonRpc {

class Framing;

// Starts one server session on framing; owner is the session's parent and
// lives as long as the connection. ended is to be called when the session
// is over (the peer said goodbye or the stream closed).
using SessionFactory = std::function<void(Framing *framing, QObject *owner, std::function<void()> ended)>;

// Runs a server the way foulplay-dap and foulplay-lsp are run: on standard
// input and output (no arguments, or --stdio), or listening on 127.0.0.1
// with --port N, one client at a time. name is the program's name for
// messages; usage its help text. Returns the exit code. Main thread, with
// a QCoreApplication.
int serve(const char *name, const QStringList &arguments, const char *usage, const SessionFactory &startSession);

} // namespace Foulplay::JsonRpc
