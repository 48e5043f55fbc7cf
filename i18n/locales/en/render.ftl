## Table pictures (render/): the lines the text carries beside a picture (facts) and its alt text; the picture itself holds no words.

## Words shared by the games

render-you = You
render-gold-frame = A gold frame marks a card still face down that only you see.
render-empty = empty
render-none = none
render-deck-n = Deck { $n }

## Deck Defence's attributes

render-card-sword = Sword
render-card-fire = Fire
render-card-forest = Forest

## Defend and Capture

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
render-defend-and-capture-fact-captured = Captured so far: { $low } of rank 1 to 9, { $high } of rank 10.
render-defend-and-capture-fact-hand =
    { $n ->
        [one] Hand: { $n } card, drawn up to { $target } each turn.
       *[other] Hand: { $n } cards, drawn up to { $target } each turn.
    }
render-defend-and-capture-fact-left = Left: the Battleground, the Defense row under it, the Side column beside it and the deck in their corner.
render-defend-and-capture-fact-right = Right, top to bottom: the hand, Captured (green bar), Damaged (red bar) and the discard pile.

## Deck Defence

render-deck-defence-title-classic = Deck Defence Classic
render-deck-defence-defeated-of = Defeated { $n }/{ $total }
render-deck-defence-final-score = Final score: { $score }
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
render-deck-defence-fact-rows = Middle, top to bottom: the Capture area, the Main area and the hand piles, each numbered 1 to 3 from the left.
render-deck-defence-fact-columns =
    { $classic ->
        [yes] Left, top to bottom: the deck, its known top cards, the discard pile and the disclosed cards. Right: the defeated enemies.
       *[other] Left, top to bottom: the deck, its known top cards and the discard pile. Right: the defeated enemies.
    }

## Capture

render-capture-and = { $first } and { $second }
render-capture-status-round = { $status } ({ $kind })
render-capture-column = Column { $n }
render-capture-reveal-fate = { $where }: { $fate } ({ $reason })
render-capture-reveal-took = { $where }: { $name } took { $n } ({ $reason })
render-capture-turned-up = { $line }; turned up { $cards }
render-capture-aces-flexible = Aces count high or low
render-capture-aces-set = Aces: only a set wins them
render-capture-uncaptured = { $n } cards left in drawn columns: nobody captures them
render-capture-reveal-title = Round { $n } reveal
render-capture-last-round = last round
render-capture-short-round = short round
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
# $where: "top" or "bottom" of the picture; $own: "yes" for the reader's own seat; $dealer: "yes" for the dealer.
render-capture-fact-side =
    { $where ->
        [top] Top
       *[bottom] Bottom
    }: { $own ->
        [yes] you
       *[other] { $name }
    }{ $dealer ->
        [yes] {" "}(dealer)
       *[other] {""}
    }, { $n ->
        [one] { $n } card captured
       *[other] { $n } cards captured
    }.
render-capture-fact-carried = A gold pip beside a column's number for each round it was carried over.
render-capture-fact-layout = Columns 1 to 5 run across the middle, each side's cards growing away from it; at the right, each side's captured cards lie level with it, the deck between them.

## Tower Defense

render-tower-defense-figures-pass = Round { $round } · Pass { $n }/{ $needed }
render-tower-defense-attack-none = Attack now: none
render-tower-defense-your-hand = Your hand ({ $n } of { $limit })
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
render-tower-defense-fact-board = The tower is in the middle, its height against its cap under it; the left, top and right armies stand around it, rear cards farthest out; each army's attack lies on its front card, in gold when it attacks the tower.
render-tower-defense-fact-edges = Top left: the deck and the discard pile. Right: the Advantages in play. Bottom: your hand.

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
render-under-siege-battle = Battle, turn { $turn }
render-under-siege-battle-at = Battle, turn { $turn }: position { $position }
render-under-siege-shots = Battle of turn { $turn } over: shots at face cards
render-under-siege-the-last-battle = The last battle
render-under-siege-no-battle = No battle was fought
render-under-siege-front-lines = Turn { $turn }: the front lines, face down until the battle
render-under-siege-last-battle = Last battle (turn { $turn })
render-under-siege-no-front-cards = Turn { $turn }: no front cards placed yet
render-under-siege-figures = Turn { $turn }/{ $total } · Deck { $deck } · Dead { $dead }
# A side's role, under its name and in the alt text; $role: "defender" or "attacker".
render-under-siege-role = { $role ->
        [defender] defender
       *[attacker] attacker
    }
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
# $where: "top" or "bottom" of the picture; $own: "yes" for the reader's own side; $role: "defender" or "attacker".
render-under-siege-fact-side =
    { $where ->
        [top] Top
       *[bottom] Bottom
    }: { $own ->
        [yes] you
       *[other] { $name }
    }, { $role ->
        [defender] the defender
       *[attacker] the attacker
    }.
render-under-siege-fact-results = Results by position: { $results }.
render-under-siege-fact-layout = Each side, left to right: its attrition, hand, reserve and back row (damage on the face cards); between the sides, the battle line position by position, each side's total beside its card.

## An event's standings (render.standings)
render-standings-nobody = Nobody has joined yet.
render-standings-line =
    { $rank }. { $name }: { $score } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
render-standings-line-on-fire = on a winning streak, wins count double
render-standings-line-more = { $line }; { $more }
