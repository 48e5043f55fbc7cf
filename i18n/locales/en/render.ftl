## Table pictures (render/): every word drawn on a picture or said in its alt text.

## The kit: result banners, the event log, words shared by the games' pictures

render-banner-win = WIN: { $text }
render-banner-loss = LOSS: { $text }
render-banner-over = GAME OVER: { $text }
render-log-since = Since your last move
render-log-some = { $title } ({ $shown } of { $total })
render-you = You
render-player-n = Player { $n }
render-empty = empty
render-none = none
render-deck = Deck
render-deck-n = Deck { $n }
render-discard-pile = Discard pile
render-discard-pile-n = Discard pile { $n }
render-round-n = Round { $n }
render-turn-n = Turn { $n }
render-what-happened = What happened
render-oldest-not-shown = oldest { $n } not shown
render-cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }

## Card faces (Deck Defence): the attribute's word and ENEMY on a large card

render-card-sword = Sword
render-card-fire = Fire
render-card-forest = Forest
render-card-enemy = ENEMY

## Defend and Capture

render-defend-and-capture-game-over = game over
render-defend-and-capture-result = { $reason } (turn { $turn })
render-defend-and-capture-actions-left = Actions: { $left } of { $per_turn } left
render-defend-and-capture-discard-then-end = Discard, then end the turn
render-defend-and-capture-figures = Damage { $damage }/{ $limit } · Captured { $captured }/{ $goal }
render-defend-and-capture-battleground = Battleground
render-defend-and-capture-side = Side
render-defend-and-capture-hand = Hand { $n }
render-defend-and-capture-draws-up-to = draws up to { $n }
render-defend-and-capture-captured-of = Captured { $n }/{ $goal }
render-defend-and-capture-captured-ranks = { $low } rank 1-9, { $high } rank 10
render-defend-and-capture-no-damage-yet = no damage yet
render-defend-and-capture-damage-of = Damage { $n }/{ $limit }
render-defend-and-capture-nothing-yet = nothing yet
render-defend-and-capture-suit-moons = Moons
render-defend-and-capture-suit-suns = Suns
render-defend-and-capture-suit-waves = Waves
render-defend-and-capture-suit-leaves = Leaves
render-defend-and-capture-suit-wyrms = Wyrms
render-defend-and-capture-suit-knots = Knots
render-defend-and-capture-alt-card = { $name } ({ $rank }, { $suits })
render-defend-and-capture-alt-over = Game over after turn { $turn }: { $reason }
render-defend-and-capture-alt-actions = Turn { $turn }, actions { $left } of { $per_turn } left.
render-defend-and-capture-alt-discard = Turn { $turn }, discard phase.
render-defend-and-capture-alt-figures = Damage { $damage } of { $limit }. Captured { $captured } of { $goal }.
render-defend-and-capture-alt-row =
    { $row ->
        [top] Battleground top row: { $cards }.
        [middle] Battleground middle row: { $cards }.
       *[bottom] Battleground bottom row: { $cards }.
    }
render-defend-and-capture-alt-defense = Defense: left { $a }, middle { $b }, right { $c }.
render-defend-and-capture-alt-defense-list = Defense: { $cards }.
render-defend-and-capture-alt-side = Side: top { $a }, middle { $b }, bottom { $c }.
render-defend-and-capture-alt-side-list = Side: { $cards }.
render-defend-and-capture-alt-hand = Hand ({ $n }, draws up to { $target }): { $cards }.
render-defend-and-capture-alt-piles = Deck { $deck }, discard { $discard }.
render-defend-and-capture-alt-piles-top = Deck { $deck }, discard { $discard } (top { $top }).
render-defend-and-capture-alt-captured = Captured: { $cards }.
render-defend-and-capture-alt-damaged = Damaged: { $cards }.

## Deck Defence

render-deck-defence-result-win = all { $total } enemies defeated, score { $score } ({ $actions } actions)
render-deck-defence-result-resign = resigned with { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-deck-defence-result-timeout = ran out of time with { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-deck-defence-result-abandon = abandoned with { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-deck-defence-result-stuck = no legal action left; { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-deck-defence-status-order = Explore: choose the order
render-deck-defence-status-refill = Choose the card for Main
render-deck-defence-status-act = Choose an action
render-deck-defence-title-classic = Deck Defence Classic
render-deck-defence-figures = Defeated { $defeated }/{ $total } · Actions { $actions }
render-deck-defence-area-capture = Capture
render-deck-defence-area-main = Main
render-deck-defence-area-hand = Hand
render-deck-defence-known-top = Known top of deck
render-deck-defence-none-until-explore = none until you Explore
render-deck-defence-top-first = top first, left to right
render-deck-defence-disclosed = Disclosed
render-deck-defence-defeated-of = Defeated { $n }/{ $total }
render-deck-defence-none-defeated = no enemy defeated yet
render-deck-defence-explored-order = Explored: choose the order
render-deck-defence-final-score = Final score: { $score }
render-deck-defence-explore-blocked = No Explore now: the last action was one
render-deck-defence-last-action = Last action
render-deck-defence-alt-card = { $attribute } { $rank }
render-deck-defence-alt-enemy = { $attribute } Enemy
render-deck-defence-alt-win = win
render-deck-defence-alt-loss = loss
render-deck-defence-alt-resigned = resigned
render-deck-defence-alt-timeout = ran out of time
render-deck-defence-alt-abandoned = abandoned
render-deck-defence-alt-over = Game over: { $result }, { $defeated } of { $total } enemies defeated, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-deck-defence-alt-over-score = Game over: { $result }, { $defeated } of { $total } enemies defeated, score { $score }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-deck-defence-alt-phase-order = choose the order of the explored cards
render-deck-defence-alt-phase-refill = choose the disclosed card that refills Main
render-deck-defence-alt-phase-act = choose an action
render-deck-defence-alt-head = { $title }: { $phase }. { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } taken. Defeated { $defeated } of { $total }.
render-deck-defence-alt-pile = pile { $n } { $cards } (top last)
render-deck-defence-alt-pile-empty = pile { $n } empty
render-deck-defence-alt-slot = slot { $n } { $card }
render-deck-defence-alt-capture-area = Capture area: { $slots }.
render-deck-defence-alt-main-area = Main area: { $slots }.
render-deck-defence-alt-hand-piles = Hand piles: { $piles }.
render-deck-defence-alt-explored = Explored, to order: { $cards }.
render-deck-defence-alt-deck = Deck { $n }.
render-deck-defence-alt-deck-known = Deck { $n }, known top first: { $cards }.
render-deck-defence-alt-discard-top = Discard pile { $n }, top { $top }. Disclosed: { $cards }.
render-deck-defence-alt-discard-classic = Discard pile { $n }. Disclosed: { $cards }.
render-deck-defence-alt-discard-hidden = Discard pile { $n }, face down.
render-deck-defence-alt-explore-blocked = Explore is not allowed right after Explore.
render-deck-defence-alt-defeated = Defeated: { $cards }.

## Capture

render-capture-and = { $first } and { $second }
render-capture-won-resign = { $names } won by resignation ({ $scores })
render-capture-won-time = { $names } won on time ({ $scores })
render-capture-abandoned = abandoned ({ $scores })
render-capture-wins =
    { $own ->
        [yes] { $name } win { $mine } cards to { $theirs }
       *[other] { $name } wins { $mine } cards to { $theirs }
    }
render-capture-draw = a draw, { $n } cards each
render-capture-all-placed = All placed: lock in
render-capture-place-more = Place { $n } more, then lock
render-capture-locked-waiting = Locked in: waiting
render-capture-players-place = Players place face down
render-capture-status-round = { $status } ({ $kind })
render-capture-figures = Round { $round } · { $scores }
render-capture-locked-in = locked in
render-capture-placing = placing: { $n } to go
render-capture-placed-all = placed all, not locked
render-capture-dealer = { $name } (dealer)
render-capture-yours = yours
render-capture-carried =
    { $n ->
        [1] carried once
        [2] carried twice
       *[other] carried { $n } times
    }
render-capture-newest-right = newest right
render-capture-captured = { $name } captured { $n }
render-capture-none-yet = none yet
render-capture-column = Column { $n }
render-capture-reveal-fate = { $where }: { $fate } ({ $reason })
render-capture-reveal-took = { $where }: { $name } took { $n } ({ $reason })
render-capture-turned-up = { $line }; turned up { $cards }
render-capture-dealer-is = dealer: { $name }
render-capture-aces-flexible = Aces count high or low
render-capture-aces-set = Aces: only a set wins them
render-capture-uncaptured = { $n } cards left in drawn columns: nobody captures them
render-capture-reveal-title = Round { $n } reveal
render-capture-no-reveal = No reveal yet
render-capture-last-round = last round
render-capture-short-round = short round
render-capture-your-hand = Your hand
render-capture-all-in-place = Your hand: every card is placed
render-capture-hidden-until-locked = Face-down cards stay hidden until both players lock in
render-capture-nothing = nothing
render-capture-alt-abandoned = Capture, game over: abandoned, nobody won. Captured { $a } to { $b }.
render-capture-alt-won = Capture, game over: { $names } won. Captured { $a } to { $b }.
render-capture-alt-draw = Capture, game over: nobody: a draw. Captured { $a } to { $b }.
render-capture-alt-round = Capture, round { $round }. Dealer { $dealer }. Deck { $deck }. Captured: { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-round-kind = Capture, round { $round } ({ $kind }). Dealer { $dealer }. Deck { $deck }. Captured: { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-locked = { $name } locked in
render-capture-alt-placing = { $name } placing, { $n } to go
render-capture-alt-plus-yours = { $text } + yours face down { $card }
render-capture-alt-plus-one = { $text } + 1 face down
render-capture-alt-column = Column { $n }: { $sides }.
render-capture-alt-column-carried =
    { $times ->
        [1] Column { $n }, carried over once: { $sides }.
        [2] Column { $n }, carried over twice: { $sides }.
       *[other] Column { $n }, carried over { $times } times: { $sides }.
    }
render-capture-alt-hand = Your hand: { $cards }.
render-capture-alt-reveal = Round { $n } reveal: { $lines }.

## Tower Defense

render-tower-defense-ended-resign = you resigned in round { $round }
render-tower-defense-ended-timeout = you ran out of time in round { $round }
render-tower-defense-ended-abandon = abandoned in round { $round }
render-tower-defense-ended-cap = stopped after too many rounds in round { $round }
render-tower-defense-won = the night is over, the tower stands with { $n } (round { $round })
render-tower-defense-fell = the tower fell in round { $round }
render-tower-defense-stuck = no way to clear the field (round { $round })
render-tower-defense-army =
    { $army ->
        [Left] Left army
        [Top] Top army
       *[Right] Right army
    }
render-tower-defense-army-value =
    { $army ->
        [Left] Left army { $value }
        [Top] Top army { $value }
       *[Right] Right army { $value }
    }
render-tower-defense-no-face-up = no face-up card
render-tower-defense-attacks = attacks the tower
render-tower-defense-no-attack = does not attack
render-tower-defense-rear = rear
render-tower-defense-front = front
render-tower-defense-tower-tag = tower
render-tower-defense-fallen = fallen
render-tower-defense-tower = Tower { $n } of { $cap }
render-tower-defense-tower-top = Tower { $n } of { $cap }, top { $value }
render-tower-defense-discard-down = Discard down to { $n } cards
render-tower-defense-your-turn-action = Your turn: action { $n } of { $limit }
render-tower-defense-your-turn = Your turn
render-tower-defense-figures-pass = Round { $round } · Pass { $n }/{ $needed }
render-tower-defense-attack-none = Attack now: none
render-tower-defense-no-army-attacks = no army attacks the tower
render-tower-defense-attack-now = Attack now: { $total } vs { $value }
render-tower-defense-would-fall = the tower top would fall
render-tower-defense-would-hold = the tower would hold
render-tower-defense-advantages = Advantages in play
render-tower-defense-in-force = In force
render-tower-defense-in-force-nothing = In force: nothing
render-tower-defense-your-hand = Your hand ({ $n } of { $limit })
render-tower-defense-no-cards = no cards
render-tower-defense-face-down = face down
render-tower-defense-alt-won = Game over: win in round { $round }, tower { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
render-tower-defense-alt-lost = Game over: loss in round { $round }, tower { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
render-tower-defense-alt-drop = Tower Defense, round { $round }: discard down to { $n } cards.
render-tower-defense-alt-turn = Tower Defense, round { $round }: your turn.
render-tower-defense-alt-tower = Tower { $n } of { $cap }.
render-tower-defense-alt-tower-top = Tower { $n } of { $cap }, top { $top } worth { $value }.
render-tower-defense-alt-army-blank =
    { $army ->
        [Left] Left army: front { $front }, rear { $rear }; no face-up card.
        [Top] Top army: front { $front }, rear { $rear }; no face-up card.
       *[Right] Right army: front { $front }, rear { $rear }; no face-up card.
    }
render-tower-defense-alt-army-attacks =
    { $army ->
        [Left] Left army: front { $front }, rear { $rear }; attack { $value }, attacks.
        [Top] Top army: front { $front }, rear { $rear }; attack { $value }, attacks.
       *[Right] Right army: front { $front }, rear { $rear }; attack { $value }, attacks.
    }
render-tower-defense-alt-army-holds =
    { $army ->
        [Left] Left army: front { $front }, rear { $rear }; attack { $value }, does not attack.
        [Top] Top army: front { $front }, rear { $rear }; attack { $value }, does not attack.
       *[Right] Right army: front { $front }, rear { $rear }; attack { $value }, does not attack.
    }
render-tower-defense-alt-attack-falls = Attack now { $total } against { $value }: the tower top would fall.
render-tower-defense-alt-attack-holds = Attack now { $total } against { $value }: the tower holds.
render-tower-defense-alt-hand = Hand { $n } of { $limit }: { $cards }.
render-tower-defense-alt-advantages = Advantages: { $cards }.
render-tower-defense-alt-in-force = In force: { $effects }.
render-tower-defense-alt-piles = Deck { $deck }. Discard pile { $n }.
render-tower-defense-alt-piles-top = Deck { $deck }. Discard pile { $n }, top { $top }.

## Under Siege

render-under-siege-ask-reserve = { $name } may add a reserve
render-under-siege-ask-intercept = { $name } may shoot it down
render-under-siege-ask-remove = { $name } must lose a face card
render-under-siege-ask-fire = { $name } may shoot face cards
render-under-siege-ask-other = { $name } decides
render-under-siege-you-reserve = Add a reserve card?
render-under-siege-you-intercept = Shoot the card going through?
render-under-siege-you-remove = Put away a face card
render-under-siege-you-fire = Shoot at face cards?
render-under-siege-you-deploy = Your turn: deploy
render-under-siege-deploying = { $name } is deploying
render-under-siege-note-deploy = deploying now
render-under-siege-note-reserve = may add a reserve
render-under-siege-note-intercept = may shoot it
render-under-siege-note-remove = loses a face card
render-under-siege-note-fire = may fire a Queen
render-under-siege-note-other = decides
render-under-siege-battle = Battle, turn { $turn }
render-under-siege-battle-at = Battle, turn { $turn }: position { $position }
render-under-siege-shots = Battle of turn { $turn } over: shots at face cards
render-under-siege-the-last-battle = The last battle
render-under-siege-no-battle = No battle was fought
render-under-siege-front-lines = Turn { $turn }: the front lines, face down until the battle
render-under-siege-last-battle = Last battle (turn { $turn })
render-under-siege-no-front-cards = Turn { $turn }: no front cards placed yet
render-under-siege-figures = Turn { $turn }/{ $total } · Deck { $deck } · Dead { $dead }
render-under-siege-no-attrition = no attrition kept
render-under-siege-attrition = Attrition { $n }
# A side's role, under its name and in the alt text; $role: "defender" or "attacker".
render-under-siege-role = { $role ->
        [defender] defender
       *[attacker] attacker
    }
render-under-siege-deployed = deployed
render-under-siege-deploys-next = deploys next
render-under-siege-lost-in-battle = lost { $n } in battle
render-under-siege-hand = Hand { $n }
render-under-siege-all-placed = all placed
render-under-siege-no-cards = no cards
render-under-siege-reserve = Reserve { $n }
render-under-siege-back-row = Back row{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } more)
    }{ $jacks ->
        [0] {""}
       *[other] , Jacks +{ $jacks }
    }{ $pills ->
        [yes] , damage on pills
       *[other] {""}
    }
render-under-siege-no-face-cards = no face cards
render-under-siege-through = through
render-under-siege-ace = Ace
render-under-siege-stopped = stopped
render-under-siege-shot = shot
render-under-siege-taken-out = taken out
render-under-siege-position-draw = { $n } draw
render-under-siege-gold-frame = gold frame: face down, only you see it
render-under-siege-defender-first = The defender deploys first, then the attacker
render-under-siege-alt-damage = damage { $n } of 10 from { $shots }
render-under-siege-alt-loaded-with = loaded with { $card }
render-under-siege-alt-loaded = loaded
render-under-siege-alt-placed-now = placed this turn
render-under-siege-alt-hand = hand { $cards }
render-under-siege-alt-reserve = reserve { $cards }
render-under-siege-alt-in-hand = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in hand
render-under-siege-alt-reserve-cards = { $n ->
        [one] { $n } reserve card
       *[other] { $n } reserve cards
    }
render-under-siege-alt-back-row = back row { $cards }
render-under-siege-alt-side = { $name } ({ $role }): { $parts }.
render-under-siege-alt-you = you
render-under-siege-alt-automaton = the automaton
render-under-siege-alt-them = them
render-under-siege-alt-face-down = face down
render-under-siege-alt-card-face-down = { $card } face down
render-under-siege-alt-position-now = { $n } (now)
render-under-siege-alt-against = { $first } against { $second }
render-under-siege-alt-shot-with = { $what }, shot with { $card }
render-under-siege-alt-over = Under Siege, game over: { $reason }
render-under-siege-alt-turn = Under Siege, turn { $turn } of { $total }.
render-under-siege-alt-turn-status = Under Siege, turn { $turn } of { $total }: { $status }.
render-under-siege-alt-turn-ask = Under Siege, turn { $turn } of { $total }: { $status }
render-under-siege-alt-score = { $name } { $n }
render-under-siege-alt-score-lost = { $name } { $n } (lost { $lost } in this battle)
render-under-siege-alt-attrition = Attrition: { $scores }.
render-under-siege-alt-line = { $caption }, position by position: { $slots }
render-under-siege-alt-piles = Deck { $deck }, dead pile { $dead }.
render-under-siege-alt-latest = Latest: { $line }

## An event's standings (render.standings)
render-standings-rank = Rank
render-standings-player = Player
render-standings-score = Score
render-standings-games = Games
render-standings-on-fire = on a streak
render-standings-more =
    { $n ->
        [one] and { $n } more player
       *[other] and { $n } more players
    }
render-standings-nobody = Nobody has joined yet.
render-standings-line =
    { $rank }. { $name }: { $score } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
render-standings-line-on-fire = on a winning streak, wins count double
render-standings-line-more = { $line }; { $more }
