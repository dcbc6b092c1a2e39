#pragma once

#include <QJsonObject>
#include <QString>

namespace Foulplay::Dap {

// Checks a request's arguments against docs/dap.md: each argument the
// request takes has the JSON type it must have (whole numbers within their
// range, true/false for flags, strings, objects, arrays and their items),
// and the ones it needs are there. A null counts as not given; arguments it
// does not know are left alone. Returns what is wrong, naming the argument
// ("\"threadId\" must be a whole number of at least 1"), or an empty string.
// Any thread.
QString checkArguments(const QString &command, const QJsonObject &arguments);

} // namespace Foulplay::Dap
