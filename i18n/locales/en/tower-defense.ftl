### Tower Defense (engine/tower_defense): the game's summary and options, buttons, questions,
### the log, the status, the outcome, refusals, the specials in force and the hints' reasons.
### Card names ($card, $cards, $pay, ...) arrive already worded.

## The game in menus

td-summary = Solitaire: hold your tower against three enemy armies until the deck runs out.
td-one-player = Tower Defense is a game for 1 player.
td-act-hint = defend your tower
td-wait-hint = Nothing to do for you now.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
td-option-havoc = Havoc: two Jokers in the deck strike wherever they turn up
td-option-havoc-label = Havoc (Jokers)
td-option-havoc-name = havoc
td-option-endless-night = Endless Night: draw to a full hand each turn; go through the deck twice
td-option-endless-night-label = Endless Night
td-option-endless-night-name = endless_night
td-option-total-victory = Total Victory: to win, no face-up enemy may be left when the deck runs out
td-option-total-victory-label = Total Victory
td-option-total-victory-name = total_victory
td-option-calm-first-round = The enemies do not move in round 1 (their fronts were just turned up)
td-option-calm-first-round-label = Calm first round
td-option-calm-first-round-name = calm_first_round
td-option-three-actions = At most 3 actions a turn (Defend, Repair, special cards)
td-option-three-actions-label = Three actions a turn
td-option-three-actions-name = three_actions
td-option-free-trade = The Jack's Trade may be used any number of times a turn
td-option-free-trade-label = Unlimited Trade
td-option-free-trade-name = free_trade
td-metric-tower = most tower cards left
td-metric-rounds = fewest rounds to win
td-metric-survived = most of the night survived (%)

## Names

# The special cards' names: played at once, kept as an Advantage, as an enemy.
td-name-missile = Missile
td-name-swap = Swap
td-name-fortify = Fortify
td-name-reinforcement = Reinforcement
td-name-power = Power
td-name-shield = Shield
td-name-revive = Revive
td-name-trade = Trade
td-name-necromancer = Necromancer
td-name-warlord = Warlord
td-name-banshee = Banshee
td-name-thief = Thief
# The three armies; messages put the article ("the { $army }").
td-army-left = left army
td-army-top = top army
td-army-right = right army
# The six places of the armies: each army's front and rear rank.
td-slot-lf = left front
td-slot-lr = left rear
td-slot-tf = top front
td-slot-tr = top rear
td-slot-rf = right front
td-slot-rr = right rear
td-a-card = a card
td-nothing = nothing
td-the-top-card = the top card
# A face-up enemy: "10 of Spades in the left front".
td-enemy = { $card } in the { $slot }
# A face-up enemy with its special role: "Jack of Hearts (Thief)".
td-role = { $card } ({ $role })

## Buttons

td-verb-defend = Defend
td-verb-repair = Repair
td-verb-missile = Missile (Ace)
td-verb-swap = Swap (King)
td-verb-fortify = Fortify (Queen)
td-verb-reinforce = Reinforcement (Jack)
td-verb-advantage = Play an Advantage
td-verb-trade = Trade (Jack)
td-verb-drop = Discard
td-verb-end = End the turn
# An army place; $slot starts with a capital.
td-label-slot-empty = { $slot }: empty
td-label-slot-card = { $slot }: { $card }
td-label-slot-down = { $slot }: face down
# Reinforcement: which suit to take from the discard pile.
td-label-suit = { $suit ->
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
   *[clubs] Clubs
  } from the discard pile
# Two enemies swapped.
td-label-pair = { $first } and { $second }
td-label-choose = Choose

## Questions

td-prompt-drop = Your hand may hold only { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
  } now: which card do you discard? { $left ->
    [one] { $left } card
   *[other] { $left } cards
  } to go.
td-prompt-act = Choose an action: defend, repair, play a special card, or end the turn.
td-prompt-defend-target = Defend against which face-up enemy?
# $values: what counts how much: "shield", "shield-faces" (with Jacks, Queens or Kings in
# hand), "faces" or "none".
td-prompt-defend-cards = Discard which cards against { $enemy }? Pick one or more worth { $target } or more together{ $values ->
    [shield] ; every card counts 1 more with your Shield
    [shield-faces] ; every card counts 1 more with your Shield, Jacks, Queens and Kings 10
    [faces] ; Jacks, Queens and Kings count 9
   *[none] {""}
  }.
td-prompt-repair = Repair the tower with which card?
td-prompt-special = Play which card?
td-prompt-missile = Remove which face-up enemy?
td-prompt-swap = Swap which two face-up enemies?
td-prompt-reinforce-suit = Take a card of which suit from the discard pile?
td-prompt-reinforce-card = Take which card from the discard pile?
td-prompt-pay-colour = Pay with which card of the same colour?
td-prompt-advantage = Put which special card in play as an Advantage?
td-prompt-pay-suit = Pay with which card of the same suit?
td-prompt-trade = Trade which card for the top card of the deck?
td-prompt-choose = Choose.

## The player's moves, as they are made

td-describe-unknown = A move that is not part of this game.
td-describe-end = You end your turn.
td-describe-drop = You discard { $card } to the Thief's limit.
td-describe-defend = You defend against { $enemy } with { $cards }.
td-describe-repair = You repair the tower with { $card }, under its other cards.
td-describe-trade = You trade { $card } away for a card from the deck.
td-describe-missile = You fire a Missile ({ $card }, paying with { $pay }) at { $enemy }.
td-describe-swap = You Swap ({ $card }, paying with { $pay }) { $first } with { $second }.
td-describe-fortify = You Fortify ({ $card }, paying with { $pay }): { $top } goes under the tower.
td-describe-fortify-alone = You Fortify ({ $card }, paying with { $pay }): the tower has only { $top }, so it stays on top and nothing changes.
td-describe-reinforce = You call Reinforcement ({ $card }, paying with { $pay }) and take { $taken } back from the discard pile.
td-describe-advantage = You put { $card } in play as { $advantage }, paying with { $pay }.

## What happened

td-event-setup = The tower is built of { $tower ->
    [one] { $tower } card
   *[other] { $tower } cards
  }, three armies take the field and you draw { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
  }.
td-event-round = Round { $round } begins.
td-event-flip = The { $slot } turns face up: { $card }.
td-event-advance = The { $army } advances: { $card } leaves the front for the discard pile and { $next } moves up from the rear.
td-event-forward = { $card } moves up from the rear to the empty front of the { $army }.
td-event-new = The { $army } is empty: a new front card is dealt.
td-event-rear = A new card is dealt face down to the rear of the { $army }.
td-event-none = The deck is empty: no new card for the { $army }.
# $known: "yes" when the lost tower card is named ($card).
td-event-joker-army = A Joker turns up in the { $slot }: it leaves the game and { $known ->
    [yes] the tower's top card, { $card },
   *[other] the tower's top card
  } goes to the bottom of the deck.
td-event-joker-tower = A Joker turns up on top of the tower: it leaves the game{ $known ->
    [yes] {" "}and the face-down card beneath it goes to the bottom of the deck, unseen
   *[other] {""}
  }.
# $pile: "yes" when the discard pile ($n cards) is shuffled into the deck, "no" when it is
# empty (the deck alone is shuffled).
td-event-joker-hand = You draw a Joker: it leaves the game, { $pile ->
    [yes] the discard pile ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }) is shuffled into the deck
   *[other] the deck is shuffled
  } and you draw again.
td-event-top = The tower's top card is now { $card }.
td-event-necro-clear = The Necromancer removes your Advantages: { $cards }.
td-event-revive-lost = Without Revive the tower holds at most 5 cards: its top card, { $card }, goes to the bottom of the deck.
td-event-thief = A Thief has appeared: discard { $n ->
    [one] { $n } card
   *[other] { $n } cards
  } from your hand.
td-event-limit = The Bard is no longer on top of your tower, so your hand may hold only { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
  }: discard { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
td-event-draw = You draw { $cards }.
td-event-draw-none = The deck is empty: you draw nothing.
# One attacking army and its attack value, for td-event-attack's $armies.
td-attack-army = the { $army } ({ $value })
# $armies: the attacking armies (td-attack-army, listed), $count how many; $top the tower's
# top card, worth $against; $total what they add up to; $hit "yes" when the top card is lost.
td-event-attack = { $armies } { $count ->
    [one] attacks
   *[other] attack
  } the tower's { $top } ({ $against }){ $count ->
    [one] {""}
   *[other] {" "}with { $total }
  }: { $hit ->
    [yes] { $top } is lost to the bottom of the deck
   *[other] the tower holds
  }.
td-event-attack-none = No army attacks the tower this round.
td-event-penalty = { $n ->
    [one] A face card took part in the attack, so the top card of the discard pile goes to the bottom of the deck.
   *[other] A face card took part in the attack, so the top { $n } cards of the discard pile go to the bottom of the deck.
  }
td-event-upkeep = { $n ->
    [one] The Necromancer sends the top card of the discard pile to the bottom of the deck.
   *[other] The Necromancer sends the top { $n } cards of the discard pile to the bottom of the deck.
  }
td-event-deck-out = The deck has run out for the first time: the discard pile ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
  }) is shuffled into a new deck.
td-event-expire = Reinforcement unused by the end of the turn goes to the discard pile: { $cards }.

## The log of the player's moves and of the endings

td-echo-defend = You defeated { $card } ({ $slot }) with { $cards }.
td-echo-repair = You repaired the tower with { $card }: it holds { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
td-echo-missile = Missile ({ $card }): { $target } removed from the { $slot }.
td-echo-swap = Swap ({ $card }): { $first } and { $second } changed places ({ $first_slot }, { $second_slot }).
td-echo-fortify = Fortify ({ $card }): { $under } went under the tower.
td-echo-fortify-alone = Fortify ({ $card }): the tower has one card, { $top }, which stays on top.
td-echo-reinforce = Reinforcement ({ $card }): you took { $taken } from the discard pile.
td-echo-advantage = { $card } is in play as { $advantage }.
td-echo-trade = You traded { $card } away.
td-echo-drop = You discarded { $card } for the Thief.
td-echo-end = You ended your turn.
td-echo-win = Morning comes: the deck has run out and the tower stands with { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
td-echo-loss = The tower fell in round { $round }.
td-echo-stalemate = In round { $round } the night stood still with enemies on the field and no move left.
td-echo-resign = You gave up in round { $round }.
td-echo-timeout = You ran out of time in round { $round }.
td-echo-abandon = Abandoned in round { $round }.
td-echo-cap = The game was stopped after round { $round }.
td-echo-unknown = The table changed.

## How the game ended

# $total: "yes" under Total Victory.
td-reason-win = You win: the deck has run out{ $total ->
    [yes] {" "}and no enemy is left face up
   *[other] {""}
  }, and your tower still stands with { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
td-reason-resign = You resigned.
td-reason-timeout = You ran out of time and forfeit the game.
td-reason-abandon = Abandoned: nobody played.
td-reason-cap = The game went on far too long and was stopped.
td-reason-stalemate = You lose: the deck is empty, enemies still stand and nothing more can happen, so Total Victory is out of reach.
td-reason-loss = You lose: the last card of your tower fell in round { $round }.

## Status (the parts are joined by " · ")

td-status-round = Round { $round }
td-status-tower = tower { $n } of { $cap }
td-status-hand = hand { $n } of { $limit }
td-status-deck = deck { $n }
td-status-discard = discard pile { $n }
td-status-pass = deck pass { $n } of 2
td-status-actions = actions { $n } of 3

## The specials in force, one short line each

td-force-necromancer = Necromancer: no special cards
td-force-wizard = Wizard cancels the Necromancer
td-force-warlord = Warlord: enemies +{ $n }
td-force-banshee = Banshee: face-up rears +{ $n }
# $bard: "yes" when the Bard on the tower is cancelled.
td-force-thief = Thief: hand limit 4{ $bard ->
    [yes] , no Bard
   *[other] {""}
  }
td-force-knight = Knight: enemies -1
td-force-bard = Bard: hand limit 7, draw 2
# The Traitor makes the strongest front of the colour $colour ("black" or "red") immune.
td-force-traitor = Traitor: strongest { $colour ->
    [black] black
   *[red] red
  } front immune
td-force-power = Power: defend with any colour
td-force-shield = Shield: defending cards +1
td-force-revive = Revive: repair 1 or 2 away, tower 6
td-force-trade = Trade: a hand card for a new one

## Why a move is refused

td-illegal-drop-first = First discard down to your hand limit of { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
  }.
td-illegal-drop-card = Discard a card from your hand.
td-illegal-not-a-move = That is not a move in this game.
td-illegal-no-drop = Nothing needs discarding now.
td-illegal-budget = You have used your 3 actions this turn: end the turn.
td-illegal-not-in-hand = { $card } is not in your hand.
td-illegal-necromancer = A Necromancer is face up: no special card may be played.
td-illegal-tower-full = The tower already holds { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
# $revive: "yes" with the Revive Advantage in play.
td-illegal-repair = A repair card must be the top card's colour and { $revive ->
    [yes] 1 or 2
   *[other] exactly 1
  } away from its value.
td-illegal-trade-none = Trade needs a Jack in play as an Advantage.
td-illegal-trade-empty = The deck is empty: there is nothing to trade for.
td-illegal-trade-done = You have already traded this turn.
td-illegal-advantages-full = Two Advantages are already in play.
td-illegal-advantage = An Advantage is a special card paid with another card of its suit, one of each kind.
td-illegal-not-special = Only a Jack, Queen, King or Ace is played as a special card.
# $played: what the card does at once; $wanted: what the move asked for.
td-illegal-wrong-special = The { $card } is played at once as { $played }, not as { $wanted }.
td-illegal-pay-colour = A special card played at once is paid with another card of its colour.
td-illegal-reinforce = { $card } is not in the discard pile.
td-illegal-swap = Swap two different face-up enemies.
td-illegal-missile = The Missile needs a face-up enemy to remove.
td-illegal-defend-face-down = Defend against a face-up enemy card.
td-illegal-traitor = The Traitor on top of your tower forbids defending against { $card }.
td-illegal-hand-order = Name the cards in the order they are in your hand.
td-illegal-ace = An Ace cannot be used to defend.
# $colour: the colour that defends ("black" or "red").
td-illegal-colour = Against { $enemy } you defend with { $colour ->
    [black] black
   *[red] red
  } cards only, and { $card } is not { $colour ->
    [black] black
   *[red] red
  }.
# $shield: "yes" when the Shield counts in $total.
td-illegal-too-weak = Those cards are worth { $total }{ $shield ->
    [yes] {" "}with your Shield
   *[other] {""}
  }; the { $enemy } needs { $need } or more. Pick more cards or stronger ones.

## Whole-move buttons (at most 80 characters; the short forms are used when a longer one
## does not fit)

td-action-drop = Discard { $card }
td-action-defend = Defeat { $enemy } ({ $slot }) with { $cards }
td-action-defend-short = Defeat { $enemy } with { $cards }
td-action-defend-shortest = Defeat with { $cards }
td-action-repair = Repair with { $card } (tower { $n } to { $next })
td-action-trade = Trade { $card } for the top card of the deck
td-action-missile = Missile: remove the { $enemy } from the { $slot }, pay { $pay }
td-action-missile-short = Missile: remove { $enemy } ({ $slot }), pay { $pay }
td-action-swap = Swap { $first } ({ $first_slot }) and { $second } ({ $second_slot }), pay { $pay }
td-action-fortify = Fortify: { $top } goes under the tower, pay { $pay }
td-action-fortify-alone = Fortify: changes nothing (one-card tower), pay { $pay }
td-action-reinforce = Reinforcement: take { $card } from the discard pile, pay { $pay }
td-action-reinforce-short = Reinforcement: take { $card } from the discard, pay { $pay }
td-action-advantage = Advantage { $advantage } ({ $card }), pay { $pay }
td-action-end-quiet = End the turn: no army attacks
td-action-end-breach = End the turn: the attack ({ $total } against { $against }) takes the tower's top card
td-action-end-holds = End the turn: the tower holds ({ $total } against { $against })

## Hints: why the hinted move (engine/tower_defense/kit.py)

# Appended to a reason: how the move fared in the trial games.
td-why-tail-won = ; it won { $won } of the { $played } trial games it got
td-why-tail-closest = ; it came closest to winning in the { $played } trial games it got
# $kind: "defend" (defeating the enemy) or "missile" (firing the Missile at it); the enemy
# is $card in $slot; $total: this turn's attack now, $after: without that enemy; $value: the
# tower top's value; $tail: td-why-tail-won or td-why-tail-closest, or nothing.
td-why-saves = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } saves your tower's top card: the armies would hit for { $total } against its value of { $value }, and for { $after } without it{ $tail }.
td-why-sooner = Your tower holds this turn either way, and { $kind ->
    [missile] firing the Missile at
   *[defend] defeating
  } the { $card } in the { $slot } brings the next enemy card out of the deck sooner, so the night ends sooner{ $tail }.
td-why-lowers = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } brings this turn's attack down from { $total } to { $after }, against your tower's top card (worth { $value }){ $tail }.
td-why-same = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } leaves this turn's attack at { $total } but brings the next enemy card out of the deck sooner, so the night ends sooner{ $tail }.
td-why-raises = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } lets another card lead its army (this turn's attack goes from { $total } to { $after }, against your tower's top card, worth { $value }) and brings the next enemy card out of the deck sooner{ $tail }.
# The tower goes from $n cards to $next.
td-why-repair = Repairing with the { $card } puts it under your tower ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
  } to { $next }), one more hit the tower can take{ $tail }.
td-why-end-quiet = No army attacks this turn, so ending it keeps your cards for later{ $tail }.
td-why-end-short = The attack of { $total } falls short of your tower's top card (worth { $value }), so ending the turn keeps your cards for later{ $tail }.
td-why-end-breach = The attack of { $total } will take your tower's top card (worth { $value }), but keeping your cards for later turns did better than spending them now{ $tail }.
# $kind: the Advantage the card becomes: "power", "shield", "revive" or "trade".
td-why-advantage = Keeping the { $card } in play as { $kind ->
    [power] Power, so any colour defends
    [shield] Shield, so every defending card counts 1 more
    [revive] Revive, so repairs reach 1 or 2 away and the tower holds 6
   *[trade] Trade, so a card a turn can be swapped for a new one
  }, helps in every turn to come{ $tail }.
td-why-drop = The { $card } is the card you can best spare{ $tail }.
td-why-fortify = Fortifying sends the { $card } under your tower and turns up a new top card{ $tail }.
td-why-fortify-alone = Fortifying a one-card tower changes nothing, but it puts the Queen and its payment on the discard pile{ $tail }.
td-why-reinforce = Taking the { $card } back from the discard pile gives you the card you need{ $tail }.
