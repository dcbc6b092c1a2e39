#pragma once

// Real out-of-memory for tests: a process's address space is capped a little
// above what it has mapped, so that its next large allocations fail.
// AddressSanitizer reserves terabytes of address space and aborts instead of
// failing an allocation, so tests that use this skip under it
// (FOULPLAY_TEST_ASAN).

#include <QByteArray>
#include <QFile>
#include <QString>

#include <sys/resource.h>

#include <cstdint>

#if defined(__SANITIZE_ADDRESS__)
#define FOULPLAY_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FOULPLAY_TEST_ASAN 1
#endif
#endif

// The address space a process has mapped (VmSize), in bytes; 0 when unknown.
inline std::uint64_t addressSpaceOf(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmSize:"))
            return line.mid(7).trimmed().split(' ').value(0).toULongLong() * 1024;
    }
    return 0;
}

// Sets a process's soft address-space limit (pid 0: this process), as
// prlimit(1) does; bytes = RLIM_INFINITY lifts it. False on failure.
inline bool capAddressSpace(qint64 pid, rlim_t bytes)
{
    rlimit limit{};
    if (prlimit(pid_t(pid), RLIMIT_AS, nullptr, &limit) != 0)
        return false;
    limit.rlim_cur = bytes;
    return prlimit(pid_t(pid), RLIMIT_AS, &limit, nullptr) == 0;
}
