-- Unu as one plain Lua program: the yardstick for rulerun's self-play speed
-- (docs/performance.md). The same rules as scripts/unu.lua with its default
-- options (one deck, eights wild), played by random players: each action
-- lists the legal moves of the player to act and picks one uniformly. Cards
-- are integers, the state is a few local tables, and nothing is narrated,
-- checked twice or saved. Not a rulerun script: the benchmark runs it on a
-- bare gopher-lua state.
--
-- A card is 0..51: suit = card // 13, rank = card % 13 in series order
-- (UNU-7): 0 = eight, 4 = queen, 5 = king, 6 = ace, 7 = two, 11 = six,
-- 12 = seven.

local EIGHT, QUEEN, KING, ACE, TWO, SIX, SEVEN = 0, 4, 5, 6, 7, 11, 12
local floor = math.floor

local seed = 1
local function random(n) -- 1..n, Park-Miller
  seed = seed * 16807 % 2147483647
  return seed % n + 1
end

local seats, hands, sizes, stock, discard
local current, direction, called, reign, declared, missed
local extra, skips, twos, over
-- The legal moves of the player to act, as parallel lists: kind (1 draw,
-- 2 single, 3 series, 4 unu), a (a single's hand position, a series' first
-- rank), len (a series' length), call (the suit an eight calls) and unu.
local kinds, as, lens, calls, unus, nmoves = {}, {}, {}, {}, {}, 0

local function take(seat, n)
  for _ = 1, n do
    if #stock == 0 then over = true return end
    sizes[seat] = sizes[seat] + 1
    hands[seat][sizes[seat]] = table.remove(stock)
  end
end

local function turn_up()
  repeat
    if #stock == 0 then over = true return end
    local c = table.remove(stock)
    discard[#discard + 1] = c
  until discard[#discard] % 13 ~= SIX
  called = nil
end

local function next_seat(s) return (s - 1 + direction) % seats + 1 end

local function end_turn(seat)
  reign, declared = nil, nil
  if extra then extra = false return end
  local n = next_seat(seat)
  for _ = 1, skips do n = next_seat(n) end
  skips = 0
  current = n
  if twos > 0 then take(n, 2 * twos) end
  twos = 0
end

local function add(kind, a, len, call, unu)
  nmoves = nmoves + 1
  kinds[nmoves], as[nmoves], lens[nmoves], calls[nmoves], unus[nmoves] = kind, a, len, call, unu
end

local function list_moves(seat)
  nmoves = 0
  add(1, 0, 0, nil, false)
  local h, n = hands[seat], sizes[seat]
  local top = discard[#discard]
  local suit = called or floor(top / 13)
  local may_unu = declared ~= seat
  for i = 1, n do
    local c = h[i]
    local r = c % 13
    local ok
    if n == 1 and r == EIGHT then ok = false
    elseif called then ok = floor(c / 13) == called or r == EIGHT
    else ok = floor(c / 13) == suit or r == top % 13 or r == EIGHT end
    if ok then
      local unu_ok = may_unu and (n - 1 == 1 or (n - 1 > 1 and (reign and r ~= SEVEN or not reign and r == SEVEN)))
      for u = 0, unu_ok and 1 or 0 do
        if r == EIGHT then
          for s = 0, 3 do add(2, i, 1, s, u == 1) end
        else
          add(2, i, 1, nil, u == 1)
        end
      end
    end
  end
  if n >= 3 and not reign then
    local have = {}
    for i = 1, n do
      local c = h[i]
      if floor(c / 13) == suit then have[c % 13] = true end
    end
    for first = 0, 11 do
      local len = 1
      while have[first] and have[first + len] and len + 1 <= n - 1 do
        len = len + 1
        local has8, has7 = false, false
        for r = first, first + len - 1 do
          if r == EIGHT then has8 = true elseif r == SEVEN then has7 = true end
        end
        local unu_ok = may_unu and (n - len == 1 or (n - len > 1 and has7))
        for u = 0, unu_ok and 1 or 0 do
          if has8 then for s = 0, 3 do add(3, first, len, s, u == 1) end
          else add(3, first, len, nil, u == 1) end
        end
      end
    end
  end
  if may_unu and n >= 2 then
    for i = 2, nmoves do
      if unus[i] then add(4, 0, 0, nil, false) break end
    end
  end
end

local function remove_card(seat, c)
  local h = hands[seat]
  for i = 1, sizes[seat] do
    if h[i] == c then
      h[i] = h[sizes[seat]]
      h[sizes[seat]] = nil
      sizes[seat] = sizes[seat] - 1
      return
    end
  end
end

local played = {}

local function play(seat, cards, count, call, unu)
  if unu then declared = seat end
  for i = 1, count do
    remove_card(seat, cards[i])
    discard[#discard + 1] = cards[i]
  end
  if sizes[seat] == 0 then over = true return end
  if sizes[seat] == 1 and declared ~= seat then missed = seat end
  local reigning = reign
  called = nil
  local ranks = {}
  for i = 1, count do ranks[cards[i] % 13] = true end
  if ranks[EIGHT] then called = call end
  if not reigning then
    if ranks[QUEEN] and seats > 2 then direction = -direction end
    if ranks[KING] then extra = true end
    if ranks[ACE] then skips = skips + 1 end
    if ranks[TWO] then twos = twos + 1 end
    if ranks[SIX] then turn_up() if over then return end end
    if ranks[SEVEN] then reign = seat end
  end
  if reigning then
    if cards[1] % 13 == SEVEN then end_turn(seat) end
  elseif not reign then
    end_turn(seat)
  end
end

local function act(seat)
  if missed and missed ~= seat then missed = nil end
  list_moves(seat)
  local m = random(nmoves)
  local kind, a, len, call, unu = kinds[m], as[m], lens[m], calls[m], unus[m]
  if kind == 1 then
    take(seat, 1)
    if not over then end_turn(seat) end
  elseif kind == 2 then
    played[1] = hands[seat][a]
    play(seat, played, 1, call, unu)
  elseif kind == 3 then
    local suit = called or floor(discard[#discard] / 13)
    for i = 1, len do played[i] = suit * 13 + a + i - 1 end
    play(seat, played, len, call, unu)
  else
    declared = seat
  end
end

-- play_game plays one game of n seats from seed s and returns its actions.
function play_game(s, n)
  seed = s % 2147483646 + 1
  seats, direction = n, 1
  called, reign, declared, missed = nil, nil, nil, nil
  extra, skips, twos, over = false, 0, 0, false
  stock, discard, hands, sizes = {}, {}, {}, {}
  for c = 0, 51 do stock[c + 1] = c end
  for i = 52, 2, -1 do
    local j = random(i)
    stock[i], stock[j] = stock[j], stock[i]
  end
  for p = 1, n do hands[p], sizes[p] = {}, 0 end
  for p = 1, n do take(p, 7) end
  local dealer = random(n)
  current = next_seat(dealer)
  turn_up()
  local actions = 0
  while not over and actions < 20000 do
    if missed and random(2) == 1 then
      -- a missed unu is caught by one of the others
      local by = next_seat(missed)
      local offender = missed
      missed = nil
      take(offender, 4)
      actions = actions + 1
      if by == nil then break end
    else
      act(current)
      actions = actions + 1
    end
  end
  return actions
end
