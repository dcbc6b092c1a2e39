-- Neovim's built-in LSP client against foulplay-lsp, headless:
--   nvim --headless -u NONE -i NONE -c "luafile tests/lsp/neovim.lua" -- FOULPLAY_LSP
-- (FOULPLAY_LSP may also come from the environment). Opens an Unfair program
-- with an error, waits for the diagnostic, then asks for hover, completion
-- after "Player 1 co" and the definition of a label. Exits non-zero on any
-- mismatch. Works with Neovim 0.7 (Debian 12) and later.
local server = vim.env.FOULPLAY_LSP or vim.v.argv[#vim.v.argv]
local failures = 0

local function check(ok, what)
  if ok then
    io.stdout:write('ok: ' .. what .. '\n')
  else
    io.stdout:write('FAILED: ' .. what .. '\n')
    failures = failures + 1
  end
end

local function finish()
  vim.cmd((failures == 0) and 'qall!' or 'cquit!')
end

local dir = vim.fn.tempname()
vim.fn.mkdir(dir, 'p')
local file = dir .. '/error.unfair'
vim.fn.writefile({
  '# A loop with a misspelt verb; Grüße 😀 before nothing.',
  'Label top.',
  'Player 1 counts.',
  'Player 2 cuonts.',
  'Do top again.',
  'Player 1 co',
}, file)

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
vim.bo[buffer].filetype = 'unfair'

local client = vim.lsp.start_client({
  name = 'foulplay-lsp',
  cmd = { server },
  root_dir = dir,
  init_options = { diagnosticsDelay = 0 },
})
check(client ~= nil, 'foulplay-lsp started')
if not client then finish() return end
vim.lsp.buf_attach_client(buffer, client)

local got = vim.wait(20000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)
check(got, 'diagnostics arrived')
local diagnostics = vim.diagnostic.get(buffer)
local spelt = nil
for _, d in ipairs(diagnostics) do
  if d.lnum == 3 then spelt = d end
end
check(spelt ~= nil and spelt.col == 9, 'the error is at line 4, column 10 (got '
  .. vim.inspect(spelt and { spelt.lnum, spelt.col, spelt.message }) .. ')')
check(spelt ~= nil and spelt.severity == vim.diagnostic.severity.ERROR, 'it is an error')

local function request(method, line, character)
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

local hover = request('textDocument/hover', 2, 10)
local text = hover and hover.contents and hover.contents.value or ''
check(text:find('Player 1 counts', 1, true) ~= nil, 'hover explains "counts" (got ' .. vim.inspect(text) .. ')')

local completion = request('textDocument/completion', 5, 11)
local items = completion and (completion.items or completion) or {}
local labels, allCo = {}, #items > 0
for _, item in ipairs(items) do
  table.insert(labels, item.label)
  if item.label:lower():sub(1, 2) ~= 'co' then allCo = false end
end
check(vim.tbl_contains(labels, 'counts.') and allCo,
  'completion after "Player 1 co" offers only verbs starting with "co" (got ' .. table.concat(labels, ', ') .. ')')

local definition = request('textDocument/definition', 4, 4)
if definition and definition[1] then definition = definition[1] end
local range = definition and (definition.range or definition.targetRange)
check(range ~= nil and range.start.line == 1 and range.start.character == 6,
  'the definition of "top" is "Label top." (got ' .. vim.inspect(range) .. ')')

vim.lsp.stop_client(client)
vim.wait(5000, function() return vim.lsp.client_is_stopped(client) end, 50)
finish()
