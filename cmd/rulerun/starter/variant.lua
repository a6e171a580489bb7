-- {{.Title}}: a house rule of {{.Base}}.
--
-- Say your rule here, with a code of its own (say HOUSE-1), and what it
-- replaces. Give the code its text in {{.Name}}.rules.md beside this file,
-- so that rules HOUSE-1 shows it (docs/writing-a-game.md, "House rules").
--
-- Everything else is {{.Base}}, loaded with require; nothing is copied.
-- Change a field of the tables it declares, for example a card's power or
-- a rule's message; rulerun play {{.Name}}.lua --list-options and the base's
-- own file show what there is.

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = require "{{.Base}}"
game.name = game.name .. " (house rule: {{.Title}})"

-- Your change goes here.

return game
