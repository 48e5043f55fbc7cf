# Under Siege (engine/under_siege): buttons, prompts, log lines, status, refusals, outcomes,
# the battle line's results and the hints' reasons.
# Sides: $who is "you" (the reader's own seat: "You", "your" and the verb's person),
# "auto" (the automaton of the solitaire game) or "other" (a seat called $name).  The same
# with a prefix (a_who / a_name, b_who / b_name, l_who / l_name) for a second side.
# $ending: "resign", "timeout" (or anything else: gave up).

## The game's table entries (GameInfo)

under-siege-summary = Deploy a front, reserves and face cards, then battle it out until one army has no attrition left.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
under-siege-option-plus-one = Who gains the extra point: whoever lost less in the battle, or every encounter winner
under-siege-option-plus-one-label = Extra attrition point
under-siege-option-plus-one-name = plus_one
under-siege-option-plus-one-choice-battle = battle
under-siege-option-plus-one-choice-encounter = encounter
under-siege-option-jacks-stack = Every face-up Jack adds +1 to your front cards (off: +1 however many Jacks)
under-siege-option-jacks-stack-label = Jack bonuses add up
under-siege-option-jacks-stack-name = jacks_stack
under-siege-option-face-shoot-cards = Jacks, Queens and Kings may be shoot cards on a Queen, shooting for 12
under-siege-option-face-shoot-cards-label = Face cards as shoot cards
under-siege-option-face-shoot-cards-name = face_shoot_cards
under-siege-option-challenger-role = The challenger's role: defender (deploys first), attacker or random
under-siege-option-challenger-role-label = Challenger's role
under-siege-option-challenger-role-name = challenger_role
under-siege-option-challenger-role-choice-random = random
under-siege-option-challenger-role-choice-defender = defender
under-siege-option-challenger-role-choice-attacker = attacker
under-siege-metric-best-attrition = best final attrition
under-siege-metric-margin = attrition margin
under-siege-seats-one = solitaire against the automaton
under-siege-seats-two = two players, or you against the bot
under-siege-players = Under Siege is a game for 1 or 2 players.
under-siege-act-hint = deploy your cards, or answer the battle's question
under-siege-wait-hint = Nothing to do for you now; waiting for the other side.
# How the automaton is called where a seat's name goes (the picture, the table).
under-siege-automaton-name = the automaton

## The end of the game

under-siege-outcome-abandoned = Abandoned: nobody played.
under-siege-outcome-stopped-solo = { $name } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }: the siege is lost.
under-siege-outcome-stopped = { $name } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }: { $winner } wins.
under-siege-outcome-survived = { $name } held out for { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } with { $att } attrition left: the siege is broken, a win.
under-siege-outcome-cap-draw = After { $turns } turns both sides have { $att } attrition: a draw.
under-siege-outcome-cap-win = After { $turns } turns { $name } has more attrition, { $att } to { $other }, and wins.
under-siege-outcome-solo-lost = { $name } has no attrition left on turn { $turn }: the siege is lost.
under-siege-outcome-lost = { $name } has no attrition left: { $winner } wins.

## Buttons

under-siege-label-place = Place a card
under-siege-label-take = Take a card back
under-siege-label-done = Done deploying
under-siege-label-pass-reserve = No reserve
under-siege-label-pass-intercept = Let it through
under-siege-label-pass-fire = Stop shooting
under-siege-label-pass = Decline
under-siege-label-reserve-pile = Reserve pile
under-siege-label-reserve-add = Add a reserve card
under-siege-label-intercept = Shoot it with a Queen
under-siege-label-remove = Put away a face card
under-siege-label-fire = Shoot a face card
under-siege-label-front = Front line
under-siege-label-through = Unopposed, to go through
under-siege-label-back = Face up in the back
under-siege-label-opposite = Opposite their { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    } front card
under-siege-label-shoot-card-on = Shoot card on { $card }

## Prompts

under-siege-prompt-defend = You defend: place cards one at a time (front line in order, reserve pile, face cards in the back, shoot cards on Queens), then press Done.
under-siege-prompt-attack-open = The defender has no card in the front line: each card you put in front goes through unopposed. Place cards there, in your reserve or back, then press Done.
under-siege-prompt-attack = You attack { $n ->
        [one] { $n } front card
       *[other] { $n } front cards
    }: place each card opposite one of them or unopposed to go through, or in your reserve or back, then press Done.
under-siege-prompt-reserve = Position { $pos }: you are behind, { $mine } against { $theirs }. Add one reserve card?
under-siege-prompt-intercept = A card is going through at you. Shoot it with a Queen's shoot card?
under-siege-prompt-remove = An Ace went through: choose one of your face cards to put away.
under-siege-prompt-fire = The battle is over: shoot an enemy face card with a loaded Queen?
under-siege-prompt-choose = Choose.
under-siege-prompt-place-which = Which card do you place?
under-siege-prompt-place-where = Where does { $card } go?
under-siege-prompt-take-which = Which card do you take back?
under-siege-prompt-reserve-which = Which reserve card do you add?
under-siege-prompt-queen-which = Which Queen shoots?
under-siege-prompt-remove-which = Which face card do you put away?
under-siege-prompt-fire-at = At which face card?

## Where a placed card goes ($where in under-siege-action-place and under-siege-you-place)

under-siege-zone-front = in the front line at position { $pos }
under-siege-zone-opposite = opposite their { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    } front card
under-siege-zone-through = unopposed, to go through
under-siege-zone-reserve = in the reserve pile
under-siege-zone-back-king = face up in the back: +{ $points } attrition
under-siege-zone-back-jack-no-stack = face up in the back: no more bonus, Jacks do not add up in this game
under-siege-zone-back-jack = face up in the back: +1 to your front cards
under-siege-zone-back-queen = face up in the back: it can carry a shoot card
under-siege-zone-shoot-card = on { $target } as its shoot card, shooting for { $value }

## A whole move on a button, with its effect

under-siege-action-place = { $card } { $where }
under-siege-action-take = Take { $card } back
under-siege-action-done = Done deploying: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the front line
# $result: "lead", "draw" or "lose"; $diff: by how much.
under-siege-action-reserve = Add { $card }: { $mine } against { $theirs }, { $result ->
        [lead] you lead by { $diff }
        [draw] a draw
       *[lose] you lose { $diff }
    }
# $value: the shoot card's value; $after: what still hits; $incoming: the card's value.
under-siege-action-intercept = Fire { $shoot } from { $queen } ({ $value }): { $after ->
        [0] stops it
       *[other] you lose { $after } instead of { $incoming }
    }
under-siege-action-remove = Put away { $card }{ $king ->
        [yes] : you lose { $points } attrition
       *[other] {""}
    }
# $effect: "king" (a King dies, they lose $points), "dies", or "damage" ($total of $kill).
under-siege-action-fire = Shoot { $target } with { $shoot } from { $queen }: { $effect ->
        [king] it dies, they lose { $points }
        [dies] it dies
       *[damage] { $total } of { $kill } damage
    }
under-siege-action-pass-intercept = Let it through: you lose { $n }
under-siege-action-pass-reserve = No reserve: you lose { $n }
under-siege-action-pass-fire = Stop shooting, keep the shoot cards

## Log lines of moves

under-siege-unknown-move = An unknown move.
under-siege-you-place = You place { $card } { $where }.
under-siege-places = { $who ->
        [you] You place
        [auto] The automaton places
       *[other] { $name } places
    } a card.
under-siege-you-take = You take { $card } back.
under-siege-takes = { $who ->
        [you] You take
        [auto] The automaton takes
       *[other] { $name } takes
    } a card back.
# What a side deployed, listed: "2 cards in the front line, 1 card to the reserve, ..."
under-siege-deployed-front = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the front line
under-siege-deployed-reserve = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to the reserve
under-siege-deployed-back = { $cards } face up in the back
under-siege-deployed-shoot = { $n ->
        [one] { $n } shoot card on a Queen
       *[other] { $n } shoot cards on Queens
    }
under-siege-deploys = { $who ->
        [you] You deploy
        [auto] The automaton deploys
       *[other] { $name } deploys
    }: { $what }.
under-siege-adds = { $who ->
        [you] You add
        [auto] The automaton adds
       *[other] { $name } adds
    } { $card } from the reserve.
under-siege-fires-shoot-card = { $who ->
        [you] You fire
        [auto] The automaton fires
       *[other] { $name } fires
    } the shoot card on { $queen }.
under-siege-puts-away = { $who ->
        [you] You put
        [auto] The automaton puts
       *[other] { $name } puts
    } away { $card }.
under-siege-shoots-at = { $who ->
        [you] You shoot
        [auto] The automaton shoots
       *[other] { $name } shoots
    } at { $target } from { $queen }.
under-siege-passes-reserve = { $who ->
        [you] You add
        [auto] The automaton adds
       *[other] { $name } adds
    } no reserve.
under-siege-passes-intercept = { $who ->
        [you] You let
        [auto] The automaton lets
       *[other] { $name } lets
    } it through.
under-siege-passes-fire = { $who ->
        [you] You hold
        [auto] The automaton holds
       *[other] { $name } holds
    } fire.

## Events

# $total: the turns a solitaire game lasts (0 in a two-player game).
under-siege-event-turn = Turn { $turn }{ $total ->
        [0] {""}
       *[other] {" "}of { $total }
    }: { $who ->
        [you] you defend and deploy
        [auto] the automaton defends and deploys
       *[other] { $name } defends and deploys
    } first.
under-siege-event-king = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $card } brings { $points } more attrition: { $att }.
# The automaton's deployment, listed.
under-siege-auto-front = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } face down in its front line{ $ace ->
        [yes] , the 5th of them an Ace
       *[other] {""}
    }
under-siege-auto-reserve = a card to its reserve
under-siege-auto-back = { $card } face up in its back
under-siege-auto-shoot = a shoot card on its Queen
under-siege-event-auto-deploy = The automaton deploys { $what }.
under-siege-event-reveal = Position { $pos }: { $a_who ->
        [you] your
        [auto] the automaton's
       *[other] { $a_name }'s
    } { $card0 } against { $b_who ->
        [you] your
        [auto] the automaton's
       *[other] { $b_name }'s
    } { $card1 }.
under-siege-event-reserve = { $who ->
        [you] You add
        [auto] The automaton adds
       *[other] { $name } adds
    } { $card } from the reserve: { $total } in all.
under-siege-event-encounter-draw = Position { $pos } is a draw.
# The winner ($who) and the loser ($l_who); $left_state: "some" ($left left), "out" or "none".
under-siege-event-encounter = { $who ->
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
under-siege-event-bonus-encounter = { $who ->
        [you] You gain
        [auto] The automaton gains
       *[other] { $name } gains
    } 1 attrition for the win: { $att }.
under-siege-event-through = Position { $pos }: { $who ->
        [you] your
        [auto] the automaton's
       *[other] { $name }'s
    } { $card } goes through unopposed.
under-siege-event-intercept = The shoot card is { $card }, shooting for { $value }.
under-siege-event-auto-intercept = { $who ->
        [you] You fire
        [auto] The automaton fires
       *[other] { $name } fires
    } { $card } from { $queen } at it, shooting for { $value }.
under-siege-event-hit-stopped = The shot stops it: no damage.
# $shot: "yes" when a shot fell short; the victim is $who.
under-siege-event-hit = { $shot ->
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
under-siege-event-remove = The Ace takes out { $who ->
        [you] your
        [auto] the automaton's
       *[other] { $name }'s
    } { $card }.
under-siege-event-auto-king-lost-counted = The automaton's { $card } is gone: { $points } counted against it for the extra point.
under-siege-event-auto-king-lost = The automaton's { $card } is gone.
under-siege-event-king-lost = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $card } is gone, { $points } attrition lost{ $has_att ->
        [yes] : { $att }
       *[other] {""}
    }.
under-siege-event-bonus = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } lost less in this battle, { $mine } against { $theirs }, and { $who ->
        [you] gain
       *[other] gains
    } 1 attrition: { $att }.
under-siege-event-fire = { $who ->
        [you] You shoot
        [auto] The automaton shoots
       *[other] { $name } shoots
    } { $card } from { $queen } at { $target }.
under-siege-event-shot-dies = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $target } takes { $value } and dies.
under-siege-event-shot = { $who ->
        [you] Your
        [auto] The automaton's
       *[other] { $name }'s
    } { $target } takes { $value }: { $damage } of { $kill } so far.
under-siege-event-reshuffle = The deck ran out: the dead pile, { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, is shuffled into a new deck.
under-siege-event-draw = { $who ->
        [you] You draw
        [auto] The automaton draws
       *[other] { $name } draws
    } { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
under-siege-event-drew = New in your hand: { $cards }.
under-siege-event-end = The game is over.
under-siege-event-abandoned = The game was abandoned: nobody played.
under-siege-event-stop = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }.
under-siege-event-other = The table changes.

## Status

# $role: "defender" or "attacker".
under-siege-status-side = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } ({ $role ->
        [defender] defender
       *[attacker] attacker
    }) { $att } attrition
# $total: the turns of a solitaire game (0 in a two-player game); $sides: under-siege-status-side, listed.
under-siege-status-line = Turn { $turn }{ $total ->
        [0] {""}
       *[other] {" "}of { $total }
    } · { $sides } · deck { $deck }, dead pile { $dead }
under-siege-status-deploying = { $who ->
        [you] You are
        [auto] The automaton is
       *[other] { $name } is
    } deploying
under-siege-status-reserve = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } may add a reserve card
under-siege-status-intercept = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } may shoot the card going through
under-siege-status-remove = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } must put away a face card
under-siege-status-fire = { $who ->
        [you] You
        [auto] The automaton
       *[other] { $name }
    } may shoot at face cards

## The battle line's results (on the picture)

under-siege-slot-draw = Draw
under-siege-slot-won = { $who ->
        [you] You win
        [auto] The automaton wins
       *[other] { $name } wins
    } by { $loss }
under-siege-slot-removed = Goes through: takes out { $card }
under-siege-slot-stopped = Goes through: stopped by a shot
under-siege-slot-damage = Goes through: { $loss } damage

## Refusals

under-siege-illegal-over = This game is over.
under-siege-illegal-not-your-turn = It is not your turn.
under-siege-illegal-not-a-move = That is not a move in this game.
under-siege-illegal-not-in-hand = That card is not in your hand.
under-siege-illegal-reserve-numbers = Only cards from 2 to 10 can go in the reserve pile.
under-siege-illegal-back-faces = Only Jacks, Queens and Kings go face up in the back.
under-siege-illegal-ace-shoot = An Ace cannot be a shoot card.
under-siege-illegal-face-shoot = Face cards cannot be shoot cards in this game.
under-siege-illegal-no-queen = You have no face-up Queen free for a shoot card there.
under-siege-illegal-defender-front = As the defender you line up your front cards in order: use the front line.
under-siege-illegal-attacker-front = As the attacker you place front cards opposite a defender card or unopposed.
under-siege-illegal-no-defender-card = The defender has no card in position { $pos }: place the card to go through instead.
under-siege-illegal-already-opposite = You already have a card opposite that one.
under-siege-illegal-take = You can only take back a card you placed this turn.
under-siege-illegal-deploying = You are deploying: place your cards or press Done.
under-siege-illegal-now-reserve = Now you may add a reserve card to this encounter, or not.
under-siege-illegal-now-intercept = Now you may shoot the card going through with a loaded Queen, or not.
under-siege-illegal-now-remove = Now you must choose one of your face cards to put away.
under-siege-illegal-now-fire = Now you may shoot enemy face cards with your loaded Queens, or stop.
under-siege-illegal-not-now = That move is not legal now.

## The hint's reason: what the suggested move does ($card, $queen ...: full card names)

under-siege-a-card = a card
# $auto: "yes" when the other side is the automaton, else $enemy is its name.
under-siege-why-back-king = Put the { $card } face up in the back: it adds { $points } attrition at once
under-siege-why-back-jack = Put the { $card } face up in the back: every card of your front line counts 1 more while it stays
under-siege-why-back-queen = Put the { $card } face up in the back: loaded with a shoot card, it can stop a card going through or shoot at { $auto ->
        [yes] the automaton's
       *[other] { $enemy }'s
    } face cards
under-siege-why-load = Load the { $queen } with the { $card }: it shoots for { $value }, at a card going through or at { $auto ->
        [yes] the automaton's
       *[other] { $enemy }'s
    } face cards after the battle
under-siege-why-reserve = Put the { $card } in the reserve: it stays there until an encounter you are losing needs it
under-siege-why-ace = Put the { $card } in the front line: it beats any card but an Ace
# $zone: "vs" (opposite the other side's front card number $n), "front" or "through".
under-siege-why-front-high = Put the { $card } { $zone ->
        [vs] opposite their { $n ->
            [1] 1st
            [2] 2nd
            [3] 3rd
           *[other] { $n }th
        } front card
        [front] in the front line
       *[through] unopposed, to go through
    }: a high card wins its encounter or hits hard
under-siege-why-front-low = Put the { $card } { $zone ->
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
under-siege-why-done = Finish deploying with { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } in the front line{ $kept ->
        [0] {""}
       *[other] , keeping { $kept } in hand for the next turn
    }
under-siege-why-take = Take the { $card } back: it does more elsewhere
under-siege-why-add-wins = Add the { $card } from the reserve: { $mine } against { $theirs } wins the encounter
under-siege-why-add-draws = Add the { $card } from the reserve: { $mine } against { $theirs } makes it a draw
under-siege-why-add-loses = Add the { $card } from the reserve: you lose { $loss } instead of { $without }
# $stops: "yes" when the shoot card stops all $value points, else you lose $loss.
under-siege-why-intercept = Fire the { $shoot } from the { $queen } at the card going through: { $stops ->
        [yes] it stops all { $value } points
       *[other] you lose { $loss } instead of { $value }
    }
under-siege-why-remove = Put away the { $card }: it is the face card you can best spare
under-siege-why-fire = Shoot the { $target } with the { $shoot } from the { $queen }: { $dies ->
        [yes] it dies
       *[other] that makes { $total } of the { $kill } damage that kills it
    }
under-siege-why-pass-reserve = Keep your reserve: save it for an encounter it can turn
under-siege-why-pass-intercept = Let the card through: the shoot card is worth more later
under-siege-why-pass-fire = Keep your shoot cards: they can stop cards going through next turn
# $reason: one of the under-siege-why-... lines above.
under-siege-why = { $reason }.
under-siege-why-trials = { $reason }; it { $solo ->
        [yes] held out
       *[other] won
    } in { $wins } of the { $games } trial games it got.
