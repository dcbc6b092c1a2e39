-- The nvim-dap snippet of docs/dap.md, loaded in Neovim without nvim-dap
-- (it is not packaged in Debian): a stand-in holds the two tables the
-- snippet fills. Checks that it loads, that the adapter is foulplay-dap on
-- PATH, and that each configuration names only launch arguments the manual
-- documents (FOULPLAY_LAUNCH_ARGUMENTS, space-separated).
--   FOULPLAY_SNIPPET=FILE nvim --headless -u NONE -i NONE -c "luafile tests/editors/nvim-dap.lua"
local failures = 0
local function check(ok, what)
  io.stdout:write((ok and 'ok: ' or 'FAILED: ') .. what .. '\n')
  if not ok then failures = failures + 1 end
end

local dap = { adapters = {}, configurations = {} }
package.preload['dap'] = function() return dap end
local documented = {}
for name in vim.env.FOULPLAY_LAUNCH_ARGUMENTS:gmatch('%S+') do documented[name] = true end

local chunk, message = loadfile(vim.env.FOULPLAY_SNIPPET)
check(chunk ~= nil, 'nvim-dap: the snippet parses (' .. tostring(message) .. ')')
local ok, err = pcall(chunk or function() end)
check(ok, 'nvim-dap: the snippet runs (' .. tostring(err) .. ')')

local adapter = dap.adapters.foulplay or {}
check(adapter.type == 'executable' and adapter.command == 'foulplay-dap'
  and vim.fn.executable(adapter.command or '') == 1, 'nvim-dap: the adapter runs foulplay-dap from PATH')
for _, language in ipairs({ 'unfair', 'cheat', 'fyb' }) do
  local configurations = dap.configurations[language] or {}
  check(#configurations > 0, 'nvim-dap: ' .. language .. ' has a configuration')
  for _, configuration in ipairs(configurations) do
    local unknown = {}
    for key, _ in pairs(configuration) do
      if key ~= 'type' and key ~= 'request' and key ~= 'name' and not documented[key] then
        table.insert(unknown, key)
      end
    end
    check(configuration.type == 'foulplay' and configuration.request == 'launch' and #unknown == 0,
      'nvim-dap: ' .. language .. ': "' .. tostring(configuration.name) .. '" launches foulplay with documented'
      .. ' arguments only (unknown: ' .. table.concat(unknown, ', ') .. ')')
  end
end
vim.cmd((failures == 0) and 'qall!' or 'cquit!')
