### Tower Defense (engine/tower_defense): the game's summary and options, buttons, questions,
### the log, the status, the outcome, refusals, the specials in force and the hints' reasons.
### Card names ($card, $cards, $pay, ...) arrive already worded.

## The game in menus

tower-defense-summary = Solitaire: hold your tower against three enemy armies until the deck runs out.
tower-defense-one-player = Tower Defense is a game for 1 player.
tower-defense-act-hint = defend your tower
tower-defense-wait-hint = Nothing to do for you now.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
tower-defense-option-havoc = Havoc: two Jokers in the deck strike wherever they turn up
tower-defense-option-havoc-label = Havoc (Jokers)
tower-defense-option-havoc-name = havoc
tower-defense-option-endless-night = Endless Night: draw to a full hand each turn; go through the deck twice
tower-defense-option-endless-night-label = Endless Night
tower-defense-option-endless-night-name = endless_night
tower-defense-option-total-victory = Total Victory: to win, no face-up enemy may be left when the deck runs out
tower-defense-option-total-victory-label = Total Victory
tower-defense-option-total-victory-name = total_victory
tower-defense-option-calm-first-round = The enemies do not move in round 1 (their fronts were just turned up)
tower-defense-option-calm-first-round-label = Calm first round
tower-defense-option-calm-first-round-name = calm_first_round
tower-defense-option-three-actions = At most 3 actions a turn (Defend, Repair, special cards)
tower-defense-option-three-actions-label = Three actions a turn
tower-defense-option-three-actions-name = three_actions
tower-defense-option-free-trade = The Jack's Trade may be used any number of times a turn
tower-defense-option-free-trade-label = Unlimited Trade
tower-defense-option-free-trade-name = free_trade
tower-defense-metric-tower = most tower cards left
tower-defense-metric-rounds = fewest rounds to win
tower-defense-metric-survived = most of the night survived (%)

## Names

# The special cards' names: played at once, kept as an Advantage, as an enemy.
tower-defense-name-missile = Missile
tower-defense-name-swap = Swap
tower-defense-name-fortify = Fortify
tower-defense-name-reinforcement = Reinforcement
tower-defense-name-power = Power
tower-defense-name-shield = Shield
tower-defense-name-revive = Revive
tower-defense-name-trade = Trade
tower-defense-name-necromancer = Necromancer
tower-defense-name-warlord = Warlord
tower-defense-name-banshee = Banshee
tower-defense-name-thief = Thief
# The three armies; messages put the article ("the { $army }").
tower-defense-army-left = left army
tower-defense-army-top = top army
tower-defense-army-right = right army
# The six places of the armies: each army's front and rear rank.
tower-defense-slot-lf = left front
tower-defense-slot-lr = left rear
tower-defense-slot-tf = top front
tower-defense-slot-tr = top rear
tower-defense-slot-rf = right front
tower-defense-slot-rr = right rear
tower-defense-a-card = a card
tower-defense-nothing = nothing
tower-defense-the-top-card = the top card
# A face-up enemy: "10 of Spades in the left front".
tower-defense-enemy = { $card } in the { $slot }
# A face-up enemy with its special role: "Jack of Hearts (Thief)".
tower-defense-role = { $card } ({ $role })

## Buttons

tower-defense-verb-defend = Defend
tower-defense-verb-repair = Repair
tower-defense-verb-missile = Missile (Ace)
tower-defense-verb-swap = Swap (King)
tower-defense-verb-fortify = Fortify (Queen)
tower-defense-verb-reinforce = Reinforcement (Jack)
tower-defense-verb-advantage = Play an Advantage
tower-defense-verb-trade = Trade (Jack)
tower-defense-verb-drop = Discard
tower-defense-verb-end = End the turn
# An army place; $slot starts with a capital.
tower-defense-label-slot-empty = { $slot }: empty
tower-defense-label-slot-card = { $slot }: { $card }
tower-defense-label-slot-down = { $slot }: face down
# Reinforcement: which suit to take from the discard pile.
tower-defense-label-suit = { $suit ->
    [spades] Spades
    [hearts] Hearts
    [diamonds] Diamonds
   *[clubs] Clubs
  } from the discard pile
# Two enemies swapped.
tower-defense-label-pair = { $first } and { $second }
tower-defense-label-choose = Choose

## Questions

tower-defense-prompt-drop = Your hand may hold only { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
  } now: which card do you discard? { $left ->
    [one] { $left } card
   *[other] { $left } cards
  } to go.
tower-defense-prompt-act = Choose an action: defend, repair, play a special card, or end the turn.
tower-defense-prompt-defend-target = Defend against which face-up enemy?
# $values: what counts how much: "shield", "shield-faces" (with Jacks, Queens or Kings in
# hand), "faces" or "none".
tower-defense-prompt-defend-cards = Discard which cards against { $enemy }? Pick one or more worth { $target } or more together{ $values ->
    [shield] ; every card counts 1 more with your Shield
    [shield-faces] ; every card counts 1 more with your Shield, Jacks, Queens and Kings 10
    [faces] ; Jacks, Queens and Kings count 9
   *[none] {""}
  }.
# The defending cards' menu, in short (the prompt above it says what each card counts).
tower-defense-placeholder-defend-cards = Cards worth { $target } or more against { $enemy }
tower-defense-prompt-repair = Repair the tower with which card?
tower-defense-prompt-special = Play which card?
tower-defense-prompt-missile = Remove which face-up enemy?
tower-defense-prompt-swap = Swap which two face-up enemies?
tower-defense-prompt-reinforce-suit = Take a card of which suit from the discard pile?
tower-defense-prompt-reinforce-card = Take which card from the discard pile?
tower-defense-prompt-pay-colour = Pay with which card of the same colour?
tower-defense-prompt-advantage = Put which special card in play as an Advantage?
tower-defense-prompt-pay-suit = Pay with which card of the same suit?
tower-defense-prompt-trade = Trade which card for the top card of the deck?
tower-defense-prompt-choose = Choose.

## The player's moves, as they are made

tower-defense-describe-unknown = A move that is not part of this game.
tower-defense-describe-end = You end your turn.
tower-defense-describe-drop = You discard { $card } to the Thief's limit.
tower-defense-describe-defend = You defend against { $enemy } with { $cards }.
tower-defense-describe-repair = You repair the tower with { $card }, under its other cards.
tower-defense-describe-trade = You trade { $card } away for a card from the deck.
tower-defense-describe-missile = You fire a Missile ({ $card }, paying with { $pay }) at { $enemy }.
tower-defense-describe-swap = You Swap ({ $card }, paying with { $pay }) { $first } with { $second }.
tower-defense-describe-fortify = You Fortify ({ $card }, paying with { $pay }): { $top } goes under the tower.
tower-defense-describe-fortify-alone = You Fortify ({ $card }, paying with { $pay }): the tower has only { $top }, so it stays on top and nothing changes.
tower-defense-describe-reinforce = You call Reinforcement ({ $card }, paying with { $pay }) and take { $taken } back from the discard pile.
tower-defense-describe-advantage = You put { $card } in play as { $advantage }, paying with { $pay }.

## What happened

tower-defense-event-setup = The tower is built of { $tower ->
    [one] { $tower } card
   *[other] { $tower } cards
  }, three armies take the field and you draw { $hand ->
    [one] { $hand } card
   *[other] { $hand } cards
  }.
tower-defense-event-round = Round { $round } begins.
tower-defense-event-flip = The { $slot } turns face up: { $card }.
tower-defense-event-advance = The { $army } advances: { $card } leaves the front for the discard pile and { $next } moves up from the rear.
tower-defense-event-forward = { $card } moves up from the rear to the empty front of the { $army }.
tower-defense-event-new = The { $army } is empty: a new front card is dealt.
tower-defense-event-rear = A new card is dealt face down to the rear of the { $army }.
tower-defense-event-none = The deck is empty: no new card for the { $army }.
# $known: "yes" when the lost tower card is named ($card).
tower-defense-event-joker-army = A Joker turns up in the { $slot }: it leaves the game and { $known ->
    [yes] the tower's top card, { $card },
   *[other] the tower's top card
  } goes to the bottom of the deck.
tower-defense-event-joker-tower = A Joker turns up on top of the tower: it leaves the game{ $known ->
    [yes] {" "}and the face-down card beneath it goes to the bottom of the deck, unseen
   *[other] {""}
  }.
# $pile: "yes" when the discard pile ($n cards) is shuffled into the deck, "no" when it is
# empty (the deck alone is shuffled).
tower-defense-event-joker-hand = You draw a Joker: it leaves the game, { $pile ->
    [yes] the discard pile ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    }) is shuffled into the deck
   *[other] the deck is shuffled
  } and you draw again.
tower-defense-event-top = The tower's top card is now { $card }.
tower-defense-event-necro-clear = The Necromancer removes your Advantages: { $cards }.
tower-defense-event-revive-lost = Without Revive the tower holds at most 5 cards: its top card, { $card }, goes to the bottom of the deck.
tower-defense-event-thief = A Thief has appeared: discard { $n ->
    [one] { $n } card
   *[other] { $n } cards
  } from your hand.
tower-defense-event-limit = The Bard is no longer on top of your tower, so your hand may hold only { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
  }: discard { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
tower-defense-event-draw = You draw { $cards }.
tower-defense-event-draw-none = The deck is empty: you draw nothing.
# One attacking army and its attack value, for tower-defense-event-attack's $armies.
tower-defense-attack-army = the { $army } ({ $value })
# $armies: the attacking armies (tower-defense-attack-army, listed), $count how many; $top the tower's
# top card, worth $against; $total what they add up to; $hit "yes" when the top card is lost.
tower-defense-event-attack = { $armies } { $count ->
    [one] attacks
   *[other] attack
  } the tower's { $top } ({ $against }){ $count ->
    [one] {""}
   *[other] {" "}with { $total }
  }: { $hit ->
    [yes] { $top } is lost to the bottom of the deck
   *[other] the tower holds
  }.
tower-defense-event-attack-none = No army attacks the tower this round.
tower-defense-event-penalty = { $n ->
    [1] A face card took part in the attack, so the top card of the discard pile goes to the bottom of the deck.
   *[other] A face card took part in the attack, so the top { $n } cards of the discard pile go to the bottom of the deck.
  }
tower-defense-event-upkeep = { $n ->
    [1] The Necromancer sends the top card of the discard pile to the bottom of the deck.
   *[other] The Necromancer sends the top { $n } cards of the discard pile to the bottom of the deck.
  }
tower-defense-event-deck-out = The deck has run out for the first time: the discard pile ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
  }) is shuffled into a new deck.
tower-defense-event-expire = Reinforcement unused by the end of the turn goes to the discard pile: { $cards }.

## The log of the player's moves and of the endings

tower-defense-event-defend = You defeated { $card } ({ $slot }) with { $cards }.
tower-defense-event-repair = You repaired the tower with { $card }: it holds { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
tower-defense-event-missile = Missile ({ $card }): { $target } removed from the { $slot }.
tower-defense-event-swap = Swap ({ $card }): { $first } and { $second } changed places ({ $first_slot }, { $second_slot }).
tower-defense-event-fortify = Fortify ({ $card }): { $under } went under the tower.
tower-defense-event-fortify-alone = Fortify ({ $card }): the tower has one card, { $top }, which stays on top.
tower-defense-event-reinforce = Reinforcement ({ $card }): you took { $taken } from the discard pile.
tower-defense-event-advantage = { $card } is in play as { $advantage }.
tower-defense-event-trade = You traded { $card } away.
tower-defense-event-drop = You discarded { $card } for the Thief.
tower-defense-event-end = You ended your turn.
tower-defense-event-win = Morning comes: the deck has run out and the tower stands with { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
tower-defense-event-loss = The tower fell in round { $round }.
tower-defense-event-stalemate = In round { $round } the night stood still with enemies on the field and no move left.
tower-defense-event-resign = You gave up in round { $round }.
tower-defense-event-timeout = You ran out of time in round { $round }.
tower-defense-event-abandon = Abandoned in round { $round }.
tower-defense-event-cap = The game was stopped after round { $round }.
tower-defense-event-unknown = The table changed.

## How the game ended

# $total: "yes" under Total Victory.
tower-defense-reason-win = You win: the deck has run out{ $total ->
    [yes] {" "}and no enemy is left face up
   *[other] {""}
  }, and your tower still stands with { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
tower-defense-reason-resign = You resigned.
tower-defense-reason-timeout = You ran out of time and forfeit the game.
tower-defense-reason-abandon = Abandoned: nobody played.
tower-defense-reason-cap = The game went on far too long and was stopped.
tower-defense-reason-stalemate = You lose: the deck is empty, enemies still stand and nothing more can happen, so Total Victory is out of reach.
tower-defense-reason-loss = You lose: the last card of your tower fell in round { $round }.

## Status (the parts are joined by " · ")

tower-defense-status-round = Round { $round }
tower-defense-status-tower = tower { $n } of { $cap }
tower-defense-status-hand = hand { $n } of { $limit }
tower-defense-status-deck = deck { $n }
tower-defense-status-discard = discard pile { $n }
tower-defense-status-pass = deck pass { $n } of 2
tower-defense-status-actions = actions { $n } of 3

## The specials in force, one short line each

tower-defense-force-necromancer = Necromancer: no special cards
tower-defense-force-wizard = Wizard cancels the Necromancer
tower-defense-force-warlord = Warlord: enemies +{ $n }
tower-defense-force-banshee = Banshee: face-up rears +{ $n }
# $bard: "yes" when the Bard on the tower is cancelled.
tower-defense-force-thief = Thief: hand limit 4{ $bard ->
    [yes] , no Bard
   *[other] {""}
  }
tower-defense-force-knight = Knight: enemies -1
tower-defense-force-bard = Bard: hand limit 7, draw 2
# The Traitor makes the strongest front of the colour $colour ("black" or "red") immune.
tower-defense-force-traitor = Traitor: strongest { $colour ->
    [black] black
   *[red] red
  } front immune
tower-defense-force-power = Power: defend with any colour
tower-defense-force-shield = Shield: defending cards +1
tower-defense-force-revive = Revive: repair 1 or 2 away, tower 6
tower-defense-force-trade = Trade: a hand card for a new one

## Why a move is refused

tower-defense-illegal-drop-first = First discard down to your hand limit of { $limit ->
    [one] { $limit } card
   *[other] { $limit } cards
  }.
tower-defense-illegal-drop-card = Discard a card from your hand.
tower-defense-illegal-not-a-move = That is not a move in this game.
tower-defense-illegal-no-drop = Nothing needs discarding now.
tower-defense-illegal-budget = You have used your 3 actions this turn: end the turn.
tower-defense-illegal-not-in-hand = { $card } is not in your hand.
tower-defense-illegal-necromancer = A Necromancer is face up: no special card may be played.
tower-defense-illegal-tower-full = The tower already holds { $n ->
    [one] { $n } card
   *[other] { $n } cards
  }.
# $revive: "yes" with the Revive Advantage in play.
tower-defense-illegal-repair = A repair card must be the top card's colour and { $revive ->
    [yes] 1 or 2
   *[other] exactly 1
  } away from its value.
tower-defense-illegal-trade-none = Trade needs a Jack in play as an Advantage.
tower-defense-illegal-trade-empty = The deck is empty: there is nothing to trade for.
tower-defense-illegal-trade-done = You have already traded this turn.
tower-defense-illegal-advantages-full = Two Advantages are already in play.
tower-defense-illegal-advantage = An Advantage is a special card paid with another card of its suit, one of each kind.
tower-defense-illegal-not-special = Only a Jack, Queen, King or Ace is played as a special card.
# $played: what the card does at once; $wanted: what the move asked for.
tower-defense-illegal-wrong-special = The { $card } is played at once as { $played }, not as { $wanted }.
tower-defense-illegal-pay-colour = A special card played at once is paid with another card of its colour.
tower-defense-illegal-reinforce = { $card } is not in the discard pile.
tower-defense-illegal-swap = Swap two different face-up enemies.
tower-defense-illegal-missile = The Missile needs a face-up enemy to remove.
tower-defense-illegal-defend-face-down = Defend against a face-up enemy card.
tower-defense-illegal-traitor = The Traitor on top of your tower forbids defending against { $card }.
tower-defense-illegal-hand-order = Name the cards in the order they are in your hand.
tower-defense-illegal-ace = An Ace cannot be used to defend.
# $colour: the colour that defends ("black" or "red").
tower-defense-illegal-colour = Against { $enemy } you defend with { $colour ->
    [black] black
   *[red] red
  } cards only, and { $card } is not { $colour ->
    [black] black
   *[red] red
  }.
# $shield: "yes" when the Shield counts in $total.
tower-defense-illegal-too-weak = Those cards are worth { $total }{ $shield ->
    [yes] {" "}with your Shield
   *[other] {""}
  }; the { $enemy } needs { $need } or more. Pick more cards or stronger ones.

## Whole-move buttons (at most 80 characters; the short forms are used when a longer one
## does not fit)

tower-defense-action-drop = Discard { $card }
tower-defense-action-defend = Defeat { $enemy } ({ $slot }) with { $cards }
tower-defense-action-defend-short = Defeat { $enemy } with { $cards }
tower-defense-action-defend-shortest = Defeat with { $cards }
tower-defense-action-repair = Repair with { $card } (tower { $n } to { $next })
tower-defense-action-trade = Trade { $card } for the top card of the deck
tower-defense-action-missile = Missile: remove the { $enemy } from the { $slot }, pay { $pay }
tower-defense-action-missile-short = Missile: remove { $enemy } ({ $slot }), pay { $pay }
tower-defense-action-swap = Swap { $first } ({ $first_slot }) and { $second } ({ $second_slot }), pay { $pay }
tower-defense-action-fortify = Fortify: { $top } goes under the tower, pay { $pay }
tower-defense-action-fortify-alone = Fortify: changes nothing (one-card tower), pay { $pay }
tower-defense-action-reinforce = Reinforcement: take { $card } from the discard pile, pay { $pay }
tower-defense-action-reinforce-short = Reinforcement: take { $card } from the discard, pay { $pay }
tower-defense-action-advantage = Advantage { $advantage } ({ $card }), pay { $pay }
tower-defense-action-end-quiet = End the turn: no army attacks
tower-defense-action-end-breach = End the turn: the attack ({ $total } against { $against }) takes the tower's top card
tower-defense-action-end-holds = End the turn: the tower holds ({ $total } against { $against })

## Hints: why the hinted move (engine/tower_defense/kit.py)

# Appended to a reason: how the move fared in the trial games.
tower-defense-why-tail-won = ; it won { $won } of the { $played } trial games it got
tower-defense-why-tail-closest = ; it came closest to winning in the { $played } trial games it got
# $kind: "defend" (defeating the enemy) or "missile" (firing the Missile at it); the enemy
# is $card in $slot; $total: this turn's attack now, $after: without that enemy; $value: the
# tower top's value; $tail: tower-defense-why-tail-won or tower-defense-why-tail-closest, or nothing.
tower-defense-why-saves = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } saves your tower's top card: the armies would hit for { $total } against its value of { $value }, and for { $after } without it{ $tail }.
tower-defense-why-sooner = Your tower holds this turn either way, and { $kind ->
    [missile] firing the Missile at
   *[defend] defeating
  } the { $card } in the { $slot } brings the next enemy card out of the deck sooner, so the night ends sooner{ $tail }.
tower-defense-why-lowers = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } brings this turn's attack down from { $total } to { $after }, against your tower's top card (worth { $value }){ $tail }.
tower-defense-why-same = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } leaves this turn's attack at { $total } but brings the next enemy card out of the deck sooner, so the night ends sooner{ $tail }.
tower-defense-why-raises = { $kind ->
    [missile] Firing the Missile at
   *[defend] Defeating
  } the { $card } in the { $slot } lets another card lead its army (this turn's attack goes from { $total } to { $after }, against your tower's top card, worth { $value }) and brings the next enemy card out of the deck sooner{ $tail }.
# The tower goes from $n cards to $next.
tower-defense-why-repair = Repairing with the { $card } puts it under your tower ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
  } to { $next }), one more hit the tower can take{ $tail }.
tower-defense-why-end-quiet = No army attacks this turn, so ending it keeps your cards for later{ $tail }.
tower-defense-why-end-short = The attack of { $total } falls short of your tower's top card (worth { $value }), so ending the turn keeps your cards for later{ $tail }.
tower-defense-why-end-breach = The attack of { $total } will take your tower's top card (worth { $value }), but keeping your cards for later turns did better than spending them now{ $tail }.
# $kind: the Advantage the card becomes: "power", "shield", "revive" or "trade".
tower-defense-why-advantage = Keeping the { $card } in play as { $kind ->
    [power] Power, so any colour defends
    [shield] Shield, so every defending card counts 1 more
    [revive] Revive, so repairs reach 1 or 2 away and the tower holds 6
   *[trade] Trade, so a card a turn can be swapped for a new one
  }, helps in every turn to come{ $tail }.
tower-defense-why-drop = The { $card } is the card you can best spare{ $tail }.
tower-defense-why-fortify = Fortifying sends the { $card } under your tower and turns up a new top card{ $tail }.
tower-defense-why-fortify-alone = Fortifying a one-card tower changes nothing, but it puts the Queen and its payment on the discard pile{ $tail }.
tower-defense-why-reinforce = Taking the { $card } back from the discard pile gives you the card you need{ $tail }.
