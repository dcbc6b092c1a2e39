#!/usr/bin/env python3
"""Kate's set-ups in the manual, checked against what Kate reads.

Usage: tests/editors/kate.py SOURCE_DIR   (foulplay-dap on PATH)

The keys below are those the LSP client and the debugger plugin of Kate
22.12 (Debian 12) and Kate 25.04 (Debian 13) read: addons/lspclient/
lspclientservermanager.cpp and addons/gdbplugin/dap/settings.cpp,
configview.cpp of KDE's kate repository at v22.12.3 and v25.04.3 (the same
keys in both). Then every debug profile of docs/dap.md is run as Kate runs
it: the `run` and the profile merged, `${file}` (the Executable field) and
the other `${...}` fields filled in, the `request` object sent whole as
the `launch` arguments; the session ends with `disconnect` and, straight
after it, SIGTERM (Kate 22.12's way), and the adapter must exit with 0.
Exits non-zero when a check fails.
"""
import json
import os
import re
import signal
import subprocess
import sys

source = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else '.')
failures = 0

# Per LSP server: the keys both versions read (a subset is enough here).
LSP_SERVER_KEYS = {'command', 'commandDebug', 'url', 'root', 'rootIndicationFileNames',
                   'highlightingModeRegex', 'initializationOptions', 'settings', 'use'}
# The debugger plugin: the `run` block (bus and protocol settings) and a
# profile's own keys; `request` is sent as the launch arguments.
DAP_RUN_KEYS = {'command', 'commandArgs', 'port', 'host', 'redirectStderr', 'redirectStdout',
                'supportsSourceRequest'}
DAP_PROFILE_KEYS = DAP_RUN_KEYS | {'request'}
# Kate's own fields for these variables (F_FILE, F_WORKDIR, F_ARGS, F_PID);
# any other ${name} gets a field of its own.
KATE_FIELDS = {'file', 'workdir', 'args', 'pid'}


def check(ok, what):
    global failures
    print(('ok: ' if ok else 'FAILED: ') + what, flush=True)
    if not ok:
        failures += 1
    return ok


def snippet(markdown, name):
    return subprocess.run([os.path.join(source, 'tests/editors/snippet'), os.path.join(source, markdown), name],
                          check=True, capture_output=True, text=True).stdout


def launch_arguments():
    """The launch arguments docs/dap.md documents (its Launching table)."""
    text = open(os.path.join(source, 'docs/dap.md'), encoding='utf-8').read()
    table = text[text.index('## Launching'):text.index('When the programs load')]
    return set(re.findall(r'^\| `(\w+)` \|', table, re.M))


def syntax_names():
    names = []
    for xml in ('unfair', 'cheat', 'fukyorbrane'):
        with open(os.path.join(source, 'resources/syntax', xml + '.xml'), encoding='utf-8') as f:
            names.append(re.search(r'<language name="([^"]+)"', f.read()).group(1))
    return names


def check_lsp():
    settings = json.loads(snippet('docs/lsp.md', 'kate-lsp'))
    check(set(settings) == {'servers'}, 'kate-lsp: the only top-level key is "servers"')
    covered = []
    for name, server in settings['servers'].items():
        unknown = set(server) - LSP_SERVER_KEYS
        check(not unknown, f'kate-lsp: {name}: every key is one Kate reads (unknown: {sorted(unknown)})')
        command = server.get('command')
        check(isinstance(command, list) and command and all(isinstance(c, str) for c in command)
              and command[0] == 'foulplay-lsp', f'kate-lsp: {name}: "command" is an array starting foulplay-lsp')
        regex = re.compile(server.get('highlightingModeRegex', '(?!)'))
        matched = [n for n in syntax_names() if regex.search(n)]
        check(len(matched) == 1, f'kate-lsp: {name}: highlightingModeRegex matches one syntax name (got {matched})')
        covered += matched
    check(sorted(covered) == sorted(syntax_names()), f'kate-lsp: every language has a server (got {covered})')


class Dap:
    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.seq = 0

    def send(self, command, arguments):
        self.seq += 1
        body = json.dumps({'seq': self.seq, 'type': 'request', 'command': command,
                           'arguments': arguments}).encode()
        self.process.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body)
        self.process.stdin.flush()
        return self.seq

    def next(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                return None
            line = line.strip()
            if not line:
                break
            if line.lower().startswith(b'content-length:'):
                length = int(line.split(b':')[1])
        return json.loads(self.process.stdout.read(length))

    def until(self, match):
        while True:
            message = self.next()
            if message is None or match(message):
                return message


def fill(value, fields):
    if isinstance(value, str):
        return re.sub(r'\$\{(\w+)\}', lambda m: fields[m.group(1)], value)
    if isinstance(value, dict):
        return {k: fill(v, fields) for k, v in value.items()}
    if isinstance(value, list):
        return [fill(v, fields) for v in value]
    return value


def check_dap():
    settings = json.loads(snippet('docs/dap.md', 'kate-dap'))
    check(set(settings) == {'dap'}, 'kate-dap: the only top-level key is "dap"')
    documented = launch_arguments()
    check({'program', 'input', 'opponent'} <= documented, 'kate-dap: the launch table of docs/dap.md was read')
    examples = os.path.join(source, 'resources/examples')
    for adapter, block in settings['dap'].items():
        check(set(block) == {'run', 'configurations'}, f'kate-dap: {adapter} has "run" and "configurations"')
        run = block['run']
        check(not set(run) - DAP_RUN_KEYS, f'kate-dap: {adapter}: every "run" key is one Kate reads')
        for profile, configuration in block['configurations'].items():
            name = f'kate-dap: {adapter} | {profile}'
            check(not set(configuration) - DAP_PROFILE_KEYS, f'{name}: every key is one Kate reads')
            merged = {**run, **configuration}
            request = merged.get('request', {})
            check(request.get('command') == 'launch', f'{name}: the request is a launch')
            unknown = set(request) - documented - {'command'}
            check(not unknown, f'{name}: the request names only documented launch arguments (unknown: {sorted(unknown)})')
            variables = set(re.findall(r'\$\{(\w+)\}', json.dumps(request)))
            # What a user writes into the fields Kate shows for them.
            fields = {'file': os.path.join(examples, 'unfair/countdown.unfair')}
            if 'inputFile' in variables:
                fields = {'file': os.path.join(examples, 'cheat/number-cat.cheat'),
                          'inputFile': os.path.join(examples, 'cheat/number-cat.input')}
            if 'opponent' in variables:
                fields = {'file': os.path.join(examples, 'fyb/threaded.fyb'),
                          'opponent': os.path.join(examples, 'fyb/simple.fyb')}
            check(variables <= set(fields), f'{name}: every field is filled ({sorted(variables)})')
            if not variables <= set(fields):
                continue
            arguments = fill(request, fields)
            dap = Dap(merged['command'])
            dap.send('initialize', {'adapterID': adapter, 'linesStartAt1': True, 'columnsStartAt1': True,
                                    'pathFormat': 'path'})
            check((dap.until(lambda m: m.get('command') == 'initialize') or {}).get('success') is True,
                  f'{name}: initialize succeeds')
            dap.send(arguments['command'], arguments)
            reply = dap.until(lambda m: m.get('command') == 'launch') or {}
            check(reply.get('success') is True, f'{name}: launch succeeds ({reply.get("message", "")})')
            dap.send('configurationDone', {})
            event = dap.until(lambda m: m.get('event') in ('stopped', 'terminated')) or {}
            check(event.get('event') in ('stopped', 'terminated'), f'{name}: the run stops or ends ({event})')
            dap.send('disconnect', {})
            dap.process.send_signal(signal.SIGTERM)
            try:
                code = dap.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                dap.process.kill()
                code = 'a hang'
            check(code == 0, f'{name}: disconnect, then SIGTERM: the adapter exits with 0 (got {code})')


check_lsp()
check_dap()
sys.exit(1 if failures else 0)
