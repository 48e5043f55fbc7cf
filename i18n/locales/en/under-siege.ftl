# Under Siege (engine/under_siege): buttons, prompts, log lines, status, refusals, outcomes,
# the battle line's results and the hints' reasons.
# Sides: $who is "you" (the reader's own seat: "You", "your" and the verb's person),
# "auto" (the automaton of the solitaire game) or "other" (a seat called $name).  The same
# with a prefix (a_who / a_name, b_who / b_name, l_who / l_name) for a second side.
# $ending: "resign", "timeout" (or anything else: gave up).

## The game's table entries (GameInfo)

siege-summary = Deploy a front, reserves and face cards, then battle it out until one army has no attrition left.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
siege-option-plus-one = Who gains the extra point: whoever lost less in the battle, or every encounter winner
siege-option-plus-one-label = Extra attrition point
siege-option-plus-one-name = plus_one
siege-option-plus-one-choice-battle = battle
siege-option-plus-one-choice-encounter = encounter
siege-option-jacks-stack = Every face-up Jack adds +1 to your front cards (off: +1 however many Jacks)
siege-option-jacks-stack-label = Jack bonuses add up
siege-option-jacks-stack-name = jacks_stack
siege-option-face-shoot-cards = Jacks, Queens and Kings may be shoot cards on a Queen, shooting for 12
siege-option-face-shoot-cards-label = Face cards as shoot cards
siege-option-face-shoot-cards-name = face_shoot_cards
siege-option-challenger-role = The challenger's role: defender (deploys first), attacker or random
siege-option-challenger-role-label = Challenger's role
siege-option-challenger-role-name = challenger_role
siege-option-challenger-role-choice-random = random
siege-option-challenger-role-choice-defender = defender
siege-option-challenger-role-choice-attacker = attacker
siege-metric-best-attrition = best final attrition
siege-metric-margin = attrition margin
siege-seats-one = solitaire against the automaton
siege-seats-two = two players, or you against the bot
siege-players = Under Siege is a game for 1 or 2 players.
siege-act-hint = deploy your cards, or answer the battle's question
siege-wait-hint = Nothing to do for you now; waiting for the other side.
# How the automaton is called where a seat's name goes (the picture, the table).
siege-automaton-name = the automaton

## The end of the game

siege-outcome-abandoned = Abandoned: nobody played.
siege-outcome-stopped-solo = { $name } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }: the siege is lost.
siege-outcome-stopped = { $name } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }: { $winner } wins.
siege-outcome-survived = { $name } held out for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } with { $att } attrition left: the siege is broken, a win.
siege-outcome-cap-draw = After { $turns } turns both sides have { $att } attrition: a draw.
siege-outcome-cap-win = After { $turns } turns { $name } has more attrition, { $att } to { $other }, and wins.
siege-outcome-solo-lost = { $name } has no attrition left on turn { $turn }: the siege is lost.
siege-outcome-lost = { $name } has no attrition left: { $winner } wins.

## Buttons

siege-label-place = Place a card
siege-label-take = Take a card back
siege-label-done = Done deploying
siege-label-pass-reserve = No reserve
siege-label-pass-intercept = Let it through
siege-label-pass-fire = Stop shooting
siege-label-pass = Decline
siege-label-reserve-pile = Reserve pile
siege-label-reserve-add = Add a reserve card
siege-label-intercept = Shoot it with a Queen
siege-label-remove = Put away a face card
siege-label-fire = Shoot a face card
siege-label-front = Front line
siege-label-through = Unopposed, to go through
siege-label-back = Face up in the back
siege-label-opposite = Opposite their { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    } front card
siege-label-shoot-card-on = Shoot card on { $card }

## Prompts

siege-prompt-defend = You defend: place cards one at a time (front line in order, reserve pile, face cards in the back, shoot cards on Queens), then press Done.
siege-prompt-attack-open = The defender has no card in the front line: each card you put in front goes through unopposed. Place cards there, in your reserve or back, then press Done.
siege-prompt-attack = You attack { $n ->
        [one] { $n } front card
       *[other] { $n } front cards
    }: place each card opposite one of them or unopposed to go through, or in your reserve or back, then press Done.
siege-prompt-reserve = Position { $pos }: you are behind, { $mine } against { $theirs }. Add one reserve card?
siege-prompt-intercept = A card is going through at you. Shoot it with a Queen's shoot card?
siege-prompt-remove = An Ace went through: choose one of your face cards to put away.
siege-prompt-fire = The battle is over: shoot an enemy face card with a loaded Queen?
siege-prompt-choose = Choose.
siege-prompt-place-which = Which card do you place?
siege-prompt-place-where = Where does { $card } go?
siege-prompt-take-which = Which card do you take back?
siege-prompt-reserve-which = Which reserve card do you add?
siege-prompt-queen-which = Which Queen shoots?
siege-prompt-remove-which = Which face card do you put away?
siege-prompt-fire-at = At which face card?

## Where a placed card goes ($where in siege-action-place and siege-you-place)

siege-zone-front = in the front line at position { $pos }
siege-zone-opposite = opposite their { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    } front card
siege-zone-through = unopposed, to go through
siege-zone-reserve = in the reserve pile
siege-zone-back-king = face up in the back: +{ $points } attrition
siege-zone-back-jack-no-stack = face up in the back: no more bonus, Jacks do not add up in this game
siege-zone-back-jack = face up in the back: +1 to your front cards
siege-zone-back-queen = face up in the back: it can carry a shoot card
siege-zone-shoot-card = on { $target } as its shoot card, shooting for { $value }

## A whole move on a button, with its effect

siege-action-place = { $card } { $where }
siege-action-take = Take { $card } back
siege-action-done = Done deploying: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the front line
# $result: "lead", "draw" or "lose"; $diff: by how much.
siege-action-reserve = Add { $card }: { $mine } against { $theirs }, { $result ->
        [lead] you lead by { $diff }
        [draw] a draw
       *[lose] you lose { $diff }
    }
# $value: the shoot card's value; $after: what still hits; $incoming: the card's value.
siege-action-intercept = Fire { $shoot } from { $queen } ({ $value }): { $after ->
        [0] stops it
       *[other] you lose { $after } instead of { $incoming }
    }
siege-action-remove = Put away { $card }{ $king ->
        [yes] : you lose { $points } attrition
       *[other] {""}
    }
# $effect: "king" (a King dies, they lose $points), "dies", or "damage" ($total of $kill).
siege-action-fire = Shoot { $target } with { $shoot } from { $queen }: { $effect ->
        [king] it dies, they lose { $points }
        [dies] it dies
       *[damage] { $total } of { $kill } damage
    }
siege-action-pass-intercept = Let it through: you lose { $n }
siege-action-pass-reserve = No reserve: you lose { $n }
siege-action-pass-fire = Stop shooting, keep the shoot cards

## Log lines of moves

siege-unknown-move = An unknown move.
siege-you-place = You place { $card } { $where }.
siege-places = { $who ->
        [you] You place
        [auto] The automaton places
       *[other] { $name } places
    } a card.
siege-you-take = You take { $card } back.
siege-takes = { $who ->
        [you] You take
        [auto] The automaton takes
       *[other] { $name } takes
    } a card back.
# What a side deployed, listed: "2 cards in the front line, 1 card to the reserve, ..."
siege-deployed-front = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the front line
siege-deployed-reserve = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to the reserve
siege-deployed-back = { $cards } face up in the back
siege-deployed-shoot = { $n ->
        [one] { $n } shoot card on a Queen
       *[other] { $n } shoot cards on Queens
    }
siege-deploys = { $who ->
        [you] You deploy
        [auto] The automaton deploys
       *[other] { $name } deploys
    }: { $what }.
siege-adds = { $who ->
        [you] You add
        [auto] The automaton adds
       *[other] { $name } adds
    } { $card } from the reserve.
siege-fires-shoot-card = { $who ->
        [you] You fire
        [auto] The automaton fires
       *[other] { $name } fires
    } the shoot card on { $queen }.
siege-puts-away = { $who ->
        [you] You put
        [auto] The automaton puts
       *[other] { $name } puts
    } away { $card }.
siege-shoots-at = { $who ->
        [you] You shoot
        [auto] The automaton shoots
       *[other] { $name } shoots
    } at { $target } from { $queen }.
siege-passes-reserve = { $who ->
        [you] You add
        [auto] The automaton adds
       *[other] { $name } adds
    } no reserve.
siege-passes-intercept = { $who ->
        [you] You let
        [auto] The automaton lets
       *[other] { $name } lets
    } it through.
siege-passes-fire = { $who ->
        [you] You hold
        [auto] The automaton holds
       *[other] { $name } holds
    } fire.

## Events

# $total: the turns a solitaire game lasts (0 in a two-player game).
siege-ev-turn = Turn { $turn }{ $total ->
        [0] {""}
       *[other] {" "}of { $total }
    }: { $who ->
        [you] you defend and deploy
        [auto] the automaton defends and deploys
       *[other] { $name } defends and deploys
    } first.
siege-ev-king = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $card } brings { $points } more attrition: { $att }.
# The automaton's deployment, listed.
siege-auto-front = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } face down in its front line{ $ace ->
        [yes] , the 5th of them an Ace
       *[other] {""}
    }
siege-auto-reserve = a card to its reserve
siege-auto-back = { $card } face up in its back
siege-auto-shoot = a shoot card on its Queen
siege-ev-auto-deploy = The automaton deploys { $what }.
siege-ev-reveal = Position { $pos }: { $a_who ->
        [you] your
        [auto] the automaton's
       *[other] { $a_name }'s
    } { $card0 } against { $b_who ->
        [you] your
        [auto] the automaton's
       *[other] { $b_name }'s
    } { $card1 }.
siege-ev-reserve = { $who ->
        [you] You add
        [auto] The automaton adds
       *[other] { $name } adds
    } { $card } from the reserve: { $total } in all.
siege-ev-encounter-draw = Position { $pos } is a draw.
# The winner ($who) and the loser ($l_who); $left_state: "some" ($left left), "out" or "none".
siege-ev-encounter = { $who ->
        [you] You win
        [auto] The automaton wins
       *[other] { $name } wins
    } position { $pos }: { $l_who ->
        [you] you lose
        [auto] the automaton loses
       *[other] { $l_name } loses
    } { $loss }{ $left_state ->
        [some] {" "}({ $left } left)
        [out] {" "}(no attrition left)
       *[none] {""}
    }.
siege-ev-bonus-encounter = { $who ->
        [you] You gain
        [auto] The automaton gains
       *[other] { $name } gains
    } 1 attrition for the win: { $att }.
siege-ev-through = Position { $pos }: { $who ->
        [you] your
        [auto] the automaton's
       *[other] { $name }'s
    } { $card } goes through unopposed.
siege-ev-intercept = The shoot card is { $card }, shooting for { $value }.
siege-ev-auto-intercept = { $who ->
        [you] You fire
        [auto] The automaton fires
       *[other] { $name } fires
    } { $card } from { $queen } at it, shooting for { $value }.
siege-ev-hit-stopped = The shot stops it: no damage.
# $shot: "yes" when a shot fell short; the victim is $who.
siege-ev-hit = { $shot ->
        [yes] The shot falls short
       *[other] It hits
    }: { $who ->
        [you] you lose
        [auto] the automaton loses
       *[other] { $name } loses
    } { $damage }{ $left_state ->
        [some] {" "}({ $left } left)
        [out] {" "}(no attrition left)
       *[none] {""}
    }.
siege-ev-remove = The Ace takes out { $who ->
        [you] your
        [auto] the automaton's
       *[other] { $name }'s
    } { $card }.
siege-ev-auto-king-lost-counted = The automaton's { $card } is gone: { $points } counted against it for the extra point.
siege-ev-auto-king-lost = The automaton's { $card } is gone.
siege-ev-king-lost = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $card } is gone, { $points } attrition lost{ $has_att ->
        [yes] : { $att }
       *[other] {""}
    }.
siege-ev-bonus = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } lost less in this battle, { $mine } against { $theirs }, and { $who ->
        [you] gain
       *[other] gains
    } 1 attrition: { $att }.
siege-ev-fire = { $who ->
        [you] You shoot
        [auto] The automaton shoots
       *[other] { $name } shoots
    } { $card } from { $queen } at { $target }.
siege-ev-shot-dies = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $target } takes { $value } and dies.
siege-ev-shot = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $target } takes { $value }: { $damage } of { $kill } so far.
siege-ev-reshuffle = The deck ran out: the dead pile, { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, is shuffled into a new deck.
siege-ev-draw = { $who ->
        [you] You draw
        [auto] The automaton draws
       *[other] { $name } draws
    } { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
siege-ev-drew = New in your hand: { $cards }.
siege-ev-end = The game is over.
siege-ev-abandoned = The game was abandoned: nobody played.
siege-ev-stop = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }.
siege-ev-other = The table changes.

## Status

# $role: "defender" or "attacker".
siege-status-side = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } ({ $role ->
        [defender] defender
       *[attacker] attacker
    }) { $att } attrition
# $total: the turns of a solitaire game (0 in a two-player game); $sides: siege-status-side, listed.
siege-status-line = Turn { $turn }{ $total ->
        [0] {""}
       *[other] {" "}of { $total }
    } · { $sides } · deck { $deck }, dead pile { $dead }
siege-status-deploying = { $who ->
        [you] You are
        [auto] The automaton is
       *[other] { $name } is
    } deploying
siege-status-reserve = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } may add a reserve card
siege-status-intercept = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } may shoot the card going through
siege-status-remove = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } must put away a face card
siege-status-fire = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } may shoot at face cards

## The battle line's results (on the picture)

siege-slot-draw = Draw
siege-slot-won = { $who ->
        [you] You win
        [auto] The automaton wins
       *[other] { $name } wins
    } by { $loss }
siege-slot-removed = Goes through: takes out { $card }
siege-slot-stopped = Goes through: stopped by a shot
siege-slot-damage = Goes through: { $loss } damage

## Refusals

siege-illegal-over = This game is over.
siege-illegal-not-your-turn = It is not your turn.
siege-illegal-not-a-move = That is not a move in this game.
siege-illegal-not-in-hand = That card is not in your hand.
siege-illegal-reserve-numbers = Only cards from 2 to 10 can go in the reserve pile.
siege-illegal-back-faces = Only Jacks, Queens and Kings go face up in the back.
siege-illegal-ace-shoot = An Ace cannot be a shoot card.
siege-illegal-face-shoot = Face cards cannot be shoot cards in this game.
siege-illegal-no-queen = You have no face-up Queen free for a shoot card there.
siege-illegal-defender-front = As the defender you line up your front cards in order: use the front line.
siege-illegal-attacker-front = As the attacker you place front cards opposite a defender card or unopposed.
siege-illegal-no-defender-card = The defender has no card in position { $pos }: place the card to go through instead.
siege-illegal-already-opposite = You already have a card opposite that one.
siege-illegal-take = You can only take back a card you placed this turn.
siege-illegal-deploying = You are deploying: place your cards or press Done.
siege-illegal-now-reserve = Now you may add a reserve card to this encounter, or not.
siege-illegal-now-intercept = Now you may shoot the card going through with a loaded Queen, or not.
siege-illegal-now-remove = Now you must choose one of your face cards to put away.
siege-illegal-now-fire = Now you may shoot enemy face cards with your loaded Queens, or stop.
siege-illegal-not-now = That move is not legal now.

## The hint's reason: what the suggested move does ($card, $queen ...: full card names)

siege-a-card = a card
# $auto: "yes" when the other side is the automaton, else $enemy is its name.
siege-why-back-king = Put the { $card } face up in the back: it adds { $points } attrition at once
siege-why-back-jack = Put the { $card } face up in the back: every card of your front line counts 1 more while it stays
siege-why-back-queen = Put the { $card } face up in the back: loaded with a shoot card, it can stop a card going through or shoot at { $auto ->
        [yes] the automaton's
       *[other] { $enemy }'s
    } face cards
siege-why-load = Load the { $queen } with the { $card }: it shoots for { $value }, at a card going through or at { $auto ->
        [yes] the automaton's
       *[other] { $enemy }'s
    } face cards after the battle
siege-why-reserve = Put the { $card } in the reserve: it stays there until an encounter you are losing needs it
siege-why-ace = Put the { $card } in the front line: it beats any card but an Ace
# $zone: "vs" (opposite the other side's front card number $n), "front" or "through".
siege-why-front-high = Put the { $card } { $zone ->
        [vs] opposite their { $n ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $n }th
        } front card
        [front] in the front line
       *[through] unopposed, to go through
    }: a high card wins its encounter or hits hard
siege-why-front-low = Put the { $card } { $zone ->
        [vs] opposite their { $n ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $n }th
        } front card
        [front] in the front line
       *[through] unopposed, to go through
    }: each front card takes on one of { $auto ->
        [yes] the automaton's
       *[other] { $enemy }'s
    }, and a card left unmet goes through for its full value
# $kept: cards left in hand.
siege-why-done = Finish deploying with { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the front line{ $kept ->
        [0] {""}
       *[other] , keeping { $kept } in hand for the next turn
    }
siege-why-take = Take the { $card } back: it does more elsewhere
siege-why-add-wins = Add the { $card } from the reserve: { $mine } against { $theirs } wins the encounter
siege-why-add-draws = Add the { $card } from the reserve: { $mine } against { $theirs } makes it a draw
siege-why-add-loses = Add the { $card } from the reserve: you lose { $loss } instead of { $without }
# $stops: "yes" when the shoot card stops all $value points, else you lose $loss.
siege-why-intercept = Fire the { $shoot } from the { $queen } at the card going through: { $stops ->
        [yes] it stops all { $value } points
       *[other] you lose { $loss } instead of { $value }
    }
siege-why-remove = Put away the { $card }: it is the face card you can best spare
siege-why-fire = Shoot the { $target } with the { $shoot } from the { $queen }: { $dies ->
        [yes] it dies
       *[other] that makes { $total } of the { $kill } damage that kills it
    }
siege-why-pass-reserve = Keep your reserve: save it for an encounter it can turn
siege-why-pass-intercept = Let the card through: the shoot card is worth more later
siege-why-pass-fire = Keep your shoot cards: they can stop cards going through next turn
# $reason: one of the siege-why-... lines above.
siege-why = { $reason }.
siege-why-trials = { $reason }; it { $solo ->
        [yes] held out
       *[other] won
    } in { $wins } of the { $games } trial games it got.
