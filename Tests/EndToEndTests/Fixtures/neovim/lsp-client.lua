-- Drives `docaudit lsp` from Neovim as a user's configuration would (Neovim 0.7 and later),
-- writing what the editor saw to $DOCAUDIT_RESULT, one fact per line.
local result = {}
local function note(line) table.insert(result, line) end
local function finish()
  local file = io.open(os.getenv('DOCAUDIT_RESULT'), 'w')
  file:write(table.concat(result, '\n') .. '\n')
  file:close()
  vim.cmd('qa!')
end

local client = vim.lsp.start_client({
  name = 'docaudit',
  cmd = { os.getenv('DOCAUDIT'), 'lsp', '--lang', 'en' },
  root_dir = os.getenv('DOCAUDIT_ROOT'),
})
vim.cmd('edit ' .. os.getenv('DOCAUDIT_FILE'))
vim.lsp.buf_attach_client(0, client)

local function diagnostics()
  local list = vim.diagnostic.get(0)
  table.sort(list, function(a, b) return a.lnum < b.lnum end)
  return list
end

-- Opened: the findings of the file as it is on disk.
if not vim.wait(10000, function() return #diagnostics() == 2 end, 20) then note('timeout: no diagnostics') return finish() end
for _, d in ipairs(diagnostics()) do
  note(string.format('open %d:%d-%d:%d %s %s', d.lnum, d.col, d.end_lnum, d.end_col, d.source, d.message))
end

-- Typed: a doc comment above the type, not saved; its finding goes.
vim.api.nvim_buf_set_lines(0, 0, 0, false, { '/// 가격표입니다.' })
if not vim.wait(10000, function() return #diagnostics() == 1 end, 20) then note('timeout: typing changed nothing') return finish() end
local left = diagnostics()[1]
note(string.format('typed %d:%d %s', left.lnum, left.col, left.message))

-- A code action: the suppression comment for the finding left, applied to the buffer.
local params = vim.lsp.util.make_range_params()
params.range = { start = { line = left.lnum, character = 0 }, ['end'] = { line = left.lnum, character = 0 } }
params.context = { diagnostics = {} }
local responses = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 10000) or {}
for _, response in pairs(responses) do
  for _, action in ipairs(response.result or {}) do
    note('action ' .. action.title)
    if action.title:find('^Disable') then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
  end
end
if not vim.wait(10000, function() return #diagnostics() == 0 end, 20) then note('timeout: the suppression changed nothing') return finish() end
for index, line in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do note('line ' .. index .. ' ' .. line) end
finish()
