-- Neovim's own LSP client against foulplay-lsp, headless, configured only by
-- a snippet of docs/lsp.md (see .ci/run-editors):
--   nvim --headless -u SNIPPET.lua -i NONE -c "luafile tests/editors/neovim.lua"
-- foulplay-lsp must be on PATH, as the snippet starts it by name. Opens an
-- Unfair and then a Cheat program of one folder. For each: the snippet's
-- filetype detection names the language, its autocommand attaches the
-- client, the diagnostics arrive (the language's own), and hover,
-- completion and go to definition answer. Exits non-zero on any mismatch.
local failures = 0

local function check(ok, what)
  io.stdout:write((ok and 'ok: ' or 'FAILED: ') .. what .. '\n')
  if not ok then failures = failures + 1 end
end

local function finish()
  local all = vim.lsp.get_clients or vim.lsp.get_active_clients
  for _, client in pairs(all()) do
    client.stop()
  end
  vim.wait(5000, function() return #all() == 0 end, 50)
  vim.cmd((failures == 0) and 'qall!' or 'cquit!')
end

local function clientsOf(buffer)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = buffer }) end
  return vim.tbl_values(vim.lsp.buf_get_clients(buffer))
end

-- 0.7 keeps the server's code in user_data; later versions in code.
local function codeOf(diagnostic)
  return diagnostic.code or (diagnostic.user_data and diagnostic.user_data.lsp and diagnostic.user_data.lsp.code) or ''
end

local function request(buffer, method, line, character)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    position = { line = line, character = character },
  }
  local replies = vim.lsp.buf_request_sync(buffer, method, params, 20000)
  for _, reply in pairs(replies or {}) do
    if reply.result then return reply.result end
  end
  return nil
end

local dir = vim.fn.tempname()
vim.fn.mkdir(dir, 'p')

-- One program of each language, what to ask where, and what must come back
-- (lines and columns from 0).
local programs = {
  {
    file = 'a.unfair', language = 'unfair', codePrefix = 'Unfair',
    lines = {
      '# A loop with a misspelt verb; Grüße 😀 before nothing.',
      'Label top.',
      'Player 1 counts.',
      'Player 2 cuonts.',
      'Do top again.',
      'Player 1 co',
    },
    error = { 3, 9 }, hover = { 2, 10, 'Player 1 counts' }, complete = { 5, 11, 'counts.' },
    definition = { 4, 4, 1, 6 },
  },
  {
    file = 'b.cheat', language = 'cheat', codePrefix = 'Cheat',
    lines = {
      'Alice counts.',
      'Bob counts by 2.',
      'Alice calls cheat to Bob if Bob counted.',
      'Bob shuots.',
      'Bob co',
    },
    error = { 3, 4 }, hover = { 2, 8, 'cheat' }, complete = { 4, 6, 'counts' },
    definition = { 2, 22, 1, 0 },
  },
}

for _, program in ipairs(programs) do
  local path = dir .. '/' .. program.file
  vim.fn.writefile(program.lines, path)
  vim.cmd('edit ' .. vim.fn.fnameescape(path))
  local buffer = vim.api.nvim_get_current_buf()
  local name = program.file .. ': '

  check(vim.bo[buffer].filetype == program.language,
    name .. 'the filetype is ' .. program.language .. ' (got ' .. vim.inspect(vim.bo[buffer].filetype) .. ')')
  local attached = vim.wait(20000, function() return #clientsOf(buffer) > 0 end, 50)
  check(attached, name .. 'a client attached')
  if not attached then finish() return end
  check(clientsOf(buffer)[1].name == 'foulplay-lsp', name .. 'the client is foulplay-lsp')
  if vim.fn.has('nvim-0.10') == 1 then
    check(vim.bo[buffer].omnifunc == 'v:lua.vim.lsp.omnifunc', name .. 'omnifunc is set for completion')
    local k = vim.fn.maparg('K', 'n', false, true)
    check(type(k) == 'table' and k.buffer == 1, name .. 'K is mapped in the buffer (to hover)')
  end

  local got = vim.wait(20000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
  check(got, name .. 'diagnostics arrived')
  local found = nil
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    if d.lnum == program.error[1] then found = d end
  end
  check(found ~= nil and found.col == program.error[2] and found.severity == vim.diagnostic.severity.ERROR,
    name .. 'an error at line ' .. (program.error[1] + 1) .. ', column ' .. (program.error[2] + 1)
    .. ' (got ' .. vim.inspect(found and { found.lnum, found.col, found.message }) .. ')')
  local wrongLanguage = {}
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    if codeOf(d):sub(1, #program.codePrefix) ~= program.codePrefix then table.insert(wrongLanguage, codeOf(d)) end
  end
  check(#wrongLanguage == 0, name .. 'every diagnostic is ' .. program.codePrefix .. "'s (got "
    .. table.concat(wrongLanguage, ', ') .. ')')

  local hover = request(buffer, 'textDocument/hover', program.hover[1], program.hover[2])
  local text = hover and hover.contents and (hover.contents.value or hover.contents) or ''
  if type(text) ~= 'string' then text = vim.inspect(text) end
  check(text:find(program.hover[3], 1, true) ~= nil,
    name .. 'hover explains it (got ' .. vim.inspect(text) .. ')')

  local completion = request(buffer, 'textDocument/completion', program.complete[1], program.complete[2])
  local items = completion and (completion.items or completion) or {}
  local labels, allCo = {}, #items > 0
  for _, item in ipairs(items) do
    table.insert(labels, item.label)
    if item.label:lower():sub(1, 2) ~= 'co' then allCo = false end
  end
  check(vim.tbl_contains(labels, program.complete[3]) and allCo,
    name .. 'completion after "co" offers only words starting with "co", "' .. program.complete[3]
    .. '" among them (got ' .. table.concat(labels, ', ') .. ')')

  local definition = request(buffer, 'textDocument/definition', program.definition[1], program.definition[2])
  if definition and definition[1] then definition = definition[1] end
  local range = definition and (definition.range or definition.targetSelectionRange or definition.targetRange)
  check(range ~= nil and range.start.line == program.definition[3] and range.start.character == program.definition[4],
    name .. 'go to definition lands on line ' .. (program.definition[3] + 1) .. ', column '
    .. (program.definition[4] + 1) .. ' (got ' .. vim.inspect(range and range.start) .. ')')
end

finish()
