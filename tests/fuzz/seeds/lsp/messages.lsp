Content-Length: 169

{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///s.unfair","languageId":"unfair","version":1,"text":"Label a.\nDo a again.\n"}}}Content-Length: 143

{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///s.unfair"},"position":{"line":1,"character":3}}}Content-Length: 150

{"jsonrpc":"2.0","id":8,"method":"textDocument/semanticTokens/full/delta","params":{"textDocument":{"uri":"file:///s.unfair"},"previousResultId":"1"}}Content-Length: 62

{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":8}}Content-Length: 44

{"jsonrpc":"2.0","id":9,"method":"shutdown"}Content-Length: 33

{"jsonrpc":"2.0","method":"exit"}