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

render-dc-game-over = game over
render-dc-result = { $reason } (turn { $turn })
render-dc-actions-left = Actions: { $left } of { $per_turn } left
render-dc-discard-then-end = Discard, then end the turn
render-dc-figures = Damage { $damage }/{ $limit } · Captured { $captured }/{ $goal }
render-dc-battleground = Battleground
render-dc-side = Side
render-dc-hand = Hand { $n }
render-dc-draws-up-to = draws up to { $n }
render-dc-captured-of = Captured { $n }/{ $goal }
render-dc-captured-ranks = { $low } rank 1-9, { $high } rank 10
render-dc-no-damage-yet = no damage yet
render-dc-damage-of = Damage { $n }/{ $limit }
render-dc-nothing-yet = nothing yet
render-dc-suit-moons = Moons
render-dc-suit-suns = Suns
render-dc-suit-waves = Waves
render-dc-suit-leaves = Leaves
render-dc-suit-wyrms = Wyrms
render-dc-suit-knots = Knots
render-dc-alt-card = { $name } ({ $rank }, { $suits })
render-dc-alt-over = Game over after turn { $turn }: { $reason }
render-dc-alt-actions = Turn { $turn }, actions { $left } of { $per_turn } left.
render-dc-alt-discard = Turn { $turn }, discard phase.
render-dc-alt-figures = Damage { $damage } of { $limit }. Captured { $captured } of { $goal }.
render-dc-alt-row =
    { $row ->
        [top] Battleground top row: { $cards }.
        [middle] Battleground middle row: { $cards }.
       *[bottom] Battleground bottom row: { $cards }.
    }
render-dc-alt-defense = Defense: left { $a }, middle { $b }, right { $c }.
render-dc-alt-defense-list = Defense: { $cards }.
render-dc-alt-side = Side: top { $a }, middle { $b }, bottom { $c }.
render-dc-alt-side-list = Side: { $cards }.
render-dc-alt-hand = Hand ({ $n }, draws up to { $target }): { $cards }.
render-dc-alt-piles = Deck { $deck }, discard { $discard }.
render-dc-alt-piles-top = Deck { $deck }, discard { $discard } (top { $top }).
render-dc-alt-captured = Captured: { $cards }.
render-dc-alt-damaged = Damaged: { $cards }.

## Deck Defence

render-dd-result-win = all { $total } enemies defeated, score { $score } ({ $actions } actions)
render-dd-result-resign = resigned with { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-dd-result-timeout = ran out of time with { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-dd-result-abandon = abandoned with { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-dd-result-stuck = no legal action left; { $defeated } of { $total } enemies defeated ({ $actions } actions)
render-dd-status-order = Explore: choose the order
render-dd-status-refill = Choose the card for Main
render-dd-status-act = Choose an action
render-dd-title-classic = Deck Defence Classic
render-dd-figures = Defeated { $defeated }/{ $total } · Actions { $actions }
render-dd-area-capture = Capture
render-dd-area-main = Main
render-dd-area-hand = Hand
render-dd-known-top = Known top of deck
render-dd-none-until-explore = none until you Explore
render-dd-top-first = top first, left to right
render-dd-disclosed = Disclosed
render-dd-defeated-of = Defeated { $n }/{ $total }
render-dd-none-defeated = no enemy defeated yet
render-dd-explored-order = Explored: choose the order
render-dd-final-score = Final score: { $score }
render-dd-explore-blocked = No Explore now: the last action was one
render-dd-last-action = Last action
render-dd-alt-card = { $attribute } { $rank }
render-dd-alt-enemy = { $attribute } Enemy
render-dd-alt-win = win
render-dd-alt-loss = loss
render-dd-alt-resigned = resigned
render-dd-alt-timeout = ran out of time
render-dd-alt-abandoned = abandoned
render-dd-alt-over = Game over: { $result }, { $defeated } of { $total } enemies defeated, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-dd-alt-over-score = Game over: { $result }, { $defeated } of { $total } enemies defeated, score { $score }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-dd-alt-phase-order = choose the order of the explored cards
render-dd-alt-phase-refill = choose the disclosed card that refills Main
render-dd-alt-phase-act = choose an action
render-dd-alt-head = { $title }: { $phase }. { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } taken. Defeated { $defeated } of { $total }.
render-dd-alt-pile = pile { $n } { $cards } (top last)
render-dd-alt-pile-empty = pile { $n } empty
render-dd-alt-slot = slot { $n } { $card }
render-dd-alt-capture-area = Capture area: { $slots }.
render-dd-alt-main-area = Main area: { $slots }.
render-dd-alt-hand-piles = Hand piles: { $piles }.
render-dd-alt-explored = Explored, to order: { $cards }.
render-dd-alt-deck = Deck { $n }.
render-dd-alt-deck-known = Deck { $n }, known top first: { $cards }.
render-dd-alt-discard-top = Discard pile { $n }, top { $top }. Disclosed: { $cards }.
render-dd-alt-discard-classic = Discard pile { $n }. Disclosed: { $cards }.
render-dd-alt-discard-hidden = Discard pile { $n }, face down.
render-dd-alt-explore-blocked = Explore is not allowed right after Explore.
render-dd-alt-defeated = Defeated: { $cards }.

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

render-td-ended-resign = you resigned in round { $round }
render-td-ended-timeout = you ran out of time in round { $round }
render-td-ended-abandon = abandoned in round { $round }
render-td-ended-cap = stopped after too many rounds in round { $round }
render-td-won = the night is over, the tower stands with { $n } (round { $round })
render-td-fell = the tower fell in round { $round }
render-td-stuck = no way to clear the field (round { $round })
render-td-army =
    { $army ->
        [Left] Left army
        [Top] Top army
       *[Right] Right army
    }
render-td-army-value =
    { $army ->
        [Left] Left army { $value }
        [Top] Top army { $value }
       *[Right] Right army { $value }
    }
render-td-no-face-up = no face-up card
render-td-attacks = attacks the tower
render-td-no-attack = does not attack
render-td-rear = rear
render-td-front = front
render-td-tower-tag = tower
render-td-fallen = fallen
render-td-tower = Tower { $n } of { $cap }
render-td-tower-top = Tower { $n } of { $cap }, top { $value }
render-td-discard-down = Discard down to { $n } cards
render-td-your-turn-action = Your turn: action { $n } of { $limit }
render-td-your-turn = Your turn
render-td-figures-pass = Round { $round } · Pass { $n }/{ $needed }
render-td-attack-none = Attack now: none
render-td-no-army-attacks = no army attacks the tower
render-td-attack-now = Attack now: { $total } vs { $value }
render-td-would-fall = the tower top would fall
render-td-would-hold = the tower would hold
render-td-advantages = Advantages in play
render-td-in-force = In force
render-td-in-force-nothing = In force: nothing
render-td-your-hand = Your hand ({ $n } of { $limit })
render-td-no-cards = no cards
render-td-face-down = face down
render-td-alt-won = Game over: win in round { $round }, tower { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
render-td-alt-lost = Game over: loss in round { $round }, tower { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
render-td-alt-drop = Tower Defense, round { $round }: discard down to { $n } cards.
render-td-alt-turn = Tower Defense, round { $round }: your turn.
render-td-alt-tower = Tower { $n } of { $cap }.
render-td-alt-tower-top = Tower { $n } of { $cap }, top { $top } worth { $value }.
render-td-alt-army-blank =
    { $army ->
        [Left] Left army: front { $front }, rear { $rear }; no face-up card.
        [Top] Top army: front { $front }, rear { $rear }; no face-up card.
       *[Right] Right army: front { $front }, rear { $rear }; no face-up card.
    }
render-td-alt-army-attacks =
    { $army ->
        [Left] Left army: front { $front }, rear { $rear }; attack { $value }, attacks.
        [Top] Top army: front { $front }, rear { $rear }; attack { $value }, attacks.
       *[Right] Right army: front { $front }, rear { $rear }; attack { $value }, attacks.
    }
render-td-alt-army-holds =
    { $army ->
        [Left] Left army: front { $front }, rear { $rear }; attack { $value }, does not attack.
        [Top] Top army: front { $front }, rear { $rear }; attack { $value }, does not attack.
       *[Right] Right army: front { $front }, rear { $rear }; attack { $value }, does not attack.
    }
render-td-alt-attack-falls = Attack now { $total } against { $value }: the tower top would fall.
render-td-alt-attack-holds = Attack now { $total } against { $value }: the tower holds.
render-td-alt-hand = Hand { $n } of { $limit }: { $cards }.
render-td-alt-advantages = Advantages: { $cards }.
render-td-alt-in-force = In force: { $effects }.
render-td-alt-piles = Deck { $deck }. Discard pile { $n }.
render-td-alt-piles-top = Deck { $deck }. Discard pile { $n }, top { $top }.

## Under Siege

render-siege-ask-reserve = { $name } may add a reserve
render-siege-ask-intercept = { $name } may shoot it down
render-siege-ask-remove = { $name } must lose a face card
render-siege-ask-fire = { $name } may shoot face cards
render-siege-ask-other = { $name } decides
render-siege-you-reserve = Add a reserve card?
render-siege-you-intercept = Shoot the card going through?
render-siege-you-remove = Put away a face card
render-siege-you-fire = Shoot at face cards?
render-siege-you-deploy = Your turn: deploy
render-siege-deploying = { $name } is deploying
render-siege-note-deploy = deploying now
render-siege-note-reserve = may add a reserve
render-siege-note-intercept = may shoot it
render-siege-note-remove = loses a face card
render-siege-note-fire = may fire a Queen
render-siege-note-other = decides
render-siege-battle = Battle, turn { $turn }
render-siege-battle-at = Battle, turn { $turn }: position { $position }
render-siege-shots = Battle of turn { $turn } over: shots at face cards
render-siege-the-last-battle = The last battle
render-siege-no-battle = No battle was fought
render-siege-front-lines = Turn { $turn }: the front lines, face down until the battle
render-siege-last-battle = Last battle (turn { $turn })
render-siege-no-front-cards = Turn { $turn }: no front cards placed yet
render-siege-figures = Turn { $turn }/{ $total } · Deck { $deck } · Dead { $dead }
render-siege-no-attrition = no attrition kept
render-siege-attrition = Attrition { $n }
render-siege-deployed = deployed
render-siege-deploys-next = deploys next
render-siege-lost-in-battle = lost { $n } in battle
render-siege-hand = Hand { $n }
render-siege-all-placed = all placed
render-siege-no-cards = no cards
render-siege-reserve = Reserve { $n }
render-siege-back-row = Back row{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } more)
    }{ $jacks ->
        [0] {""}
       *[other] , Jacks +{ $jacks }
    }{ $pills ->
        [yes] , damage on pills
       *[other] {""}
    }
render-siege-no-face-cards = no face cards
render-siege-through = through
render-siege-ace = Ace
render-siege-stopped = stopped
render-siege-shot = shot
render-siege-taken-out = taken out
render-siege-position-draw = { $n } draw
render-siege-gold-frame = gold frame: face down, only you see it
render-siege-defender-first = The defender deploys first, then the attacker
render-siege-alt-damage = damage { $n } of 10 from { $shots }
render-siege-alt-loaded-with = loaded with { $card }
render-siege-alt-loaded = loaded
render-siege-alt-placed-now = placed this turn
render-siege-alt-hand = hand { $cards }
render-siege-alt-reserve = reserve { $cards }
render-siege-alt-in-hand = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in hand
render-siege-alt-reserve-cards = { $n ->
        [one] { $n } reserve card
       *[other] { $n } reserve cards
    }
render-siege-alt-back-row = back row { $cards }
render-siege-alt-side = { $name } ({ $role }): { $parts }.
render-siege-alt-you = you
render-siege-alt-automaton = the automaton
render-siege-alt-them = them
render-siege-alt-face-down = face down
render-siege-alt-card-face-down = { $card } face down
render-siege-alt-position-now = { $n } (now)
render-siege-alt-against = { $first } against { $second }
render-siege-alt-shot-with = { $what }, shot with { $card }
render-siege-alt-over = Under Siege, game over: { $reason }
render-siege-alt-turn = Under Siege, turn { $turn } of { $total }.
render-siege-alt-turn-status = Under Siege, turn { $turn } of { $total }: { $status }.
render-siege-alt-turn-ask = Under Siege, turn { $turn } of { $total }: { $status }
render-siege-alt-score = { $name } { $n }
render-siege-alt-score-lost = { $name } { $n } (lost { $lost } in this battle)
render-siege-alt-attrition = Attrition: { $scores }.
render-siege-alt-line = { $caption }, position by position: { $slots }
render-siege-alt-piles = Deck { $deck }, dead pile { $dead }.
render-siege-alt-latest = Latest: { $line }
