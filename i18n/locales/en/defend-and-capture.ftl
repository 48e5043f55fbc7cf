# Defend and Capture: everything the player reads.  Card names come from cards.ftl
# ($card, $enemy...); slot names ($slot) are the dc-slot-* messages.

## The game's entry in menus

dc-summary = Solo Decktet: hold the walls and capture 12 enemies before you take 20 damage.
dc-act-hint = choose your move
dc-wait-hint = Nothing to do for you now.
# $title: the game's name.
dc-solo-only = { $title } is a solo game.
dc-metric-damage = least damage
dc-metric-turns = fewest turns

## Slots and fallbacks

dc-slot-d1 = Defense left
dc-slot-d2 = Defense middle
dc-slot-d3 = Defense right
dc-slot-s1 = Side top
dc-slot-s2 = Side middle
dc-slot-s3 = Side bottom
dc-the-table = the table
dc-nothing = nothing
dc-that-card = that card
# A slot's button: "Defense left (The Mountain)".
dc-slot-with-card = { $slot } ({ $card })

## Actions

dc-verb-play = Play
dc-verb-counter = Counterattack
dc-verb-interchange = Interchange
dc-verb-sacrifice = Sacrifice
dc-verb-withdraw = Withdraw
dc-verb-end = End actions
dc-verb-discard = Discard
dc-verb-done = End turn

## Questions

dc-prompt-discard-step = Discard cards you don't want, or end the turn.
dc-prompt-action = Choose an action.
dc-prompt-play-where = Play { $card } where?
dc-prompt-play-which = Play which card?
dc-prompt-counter = Counterattack from which slot?
dc-prompt-interchange-with = Swap { $card } with which captured card?
dc-prompt-interchange-which = Swap which hand card into Captured?
dc-prompt-sacrifice-below = Take back which damaged card (rank below { $rank })?
dc-prompt-sacrifice-any = Take back which card?
dc-prompt-sacrifice-which = Sacrifice which hand card to Damaged?
dc-prompt-withdraw = Withdraw which card to your hand?
dc-prompt-discard = Discard which card?
dc-prompt-choose = Choose.

## The move log (what the player did)

dc-log-unknown = An unknown move.
dc-log-play = Played { $card } to { $slot }.
# $old: the card that was in the slot.
dc-log-play-replacing = Played { $card } to { $slot }, discarding { $old }.
dc-log-counter = Counterattacked from { $slot } with { $card }.
# $other: the captured card taken into the hand.
dc-log-interchange = Swapped { $card } from hand with captured { $other }.
# $other: the damaged card taken back.
dc-log-sacrifice = Sacrificed { $card } to Damaged, taking back { $other }.
dc-log-withdraw = Withdrew { $card } from { $slot }.
dc-log-end = Ended actions.
dc-log-discard = Discarded { $card }.
dc-log-done = Ended the turn.

## What the rules did

dc-ev-breach = Attack: { $enemy } breaks through the empty { $slot } for { $damage } damage.
# $erank, $drank: the enemy's and the defender's ranks.
dc-ev-beats = Attack: { $enemy } ({ $erank }) beats { $defender } ({ $drank }) at { $slot }; { $defender } goes to Damaged for { $damage } damage.
dc-ev-repelled = Attack: { $defender } ({ $drank }) at { $slot } repels { $enemy } ({ $erank }): no damage.
dc-ev-hasten = Hasten: with { $n } or more cards captured, the enemies attack and advance again.
dc-ev-advance-none = The enemies advance one row; no cards are left to fill the top row.
# $cards: the cards that arrive, listed; $n: how many.
dc-ev-advance = The enemies advance one row; { $cards } { $n ->
    [one] arrives
   *[other] arrive
} in the top row.
dc-ev-draw-nothing = Turn { $turn }: no cards are left to draw.
dc-ev-draw = Turn { $turn }: you draw { $n ->
    [one] { $n } card
   *[other] { $n } cards
}.
dc-ev-draw-none = Turn { $turn }: you already hold { $n ->
    [0] no cards
    [one] { $n } card
   *[other] { $n } cards
}, so you draw none.
dc-ev-reshuffle = The deck ran out: the discard pile ({ $n ->
    [0] no cards
    [one] { $n } card
   *[other] { $n } cards
}) is reshuffled into a new deck.
# $did: "captures", "destroys" or "both"; $captured, $destroyed: the cards, listed.
dc-ev-counter = The counterattack { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured } and destroys { $destroyed }
}.
dc-ev-counter-none = The counterattack has no effect.
# $kept: the captured card that comes to the hand.
dc-ev-interchange = You swap { $card } into Captured for { $kept }.
dc-ev-sacrifice = The sacrifice raises your damage by { $n }.
dc-ev-stop-timeout = Time ran out for the defence.
dc-ev-stop-abandon = Nobody played: the game is abandoned.
dc-ev-stop-resign = You gave up the defence.
dc-ev-unknown = Something happened on the table.

## How the game ended

dc-reason-captured = { $n } enemies captured: the town is safe. You win!
dc-reason-damage = Damage reached { $damage }: the town falls.
dc-reason-sacrifice = Damage reached { $damage } after a sacrifice: the town falls.
dc-reason-cap = No result after { $turns } turns: the game is abandoned.
dc-reason-timeout = You ran out of time and forfeit the game.
dc-reason-abandon = Abandoned: nobody played.
dc-reason-resign = You resigned.

## Status line

dc-status = Turn { $turn } · damage { $damage } of { $limit } · captured { $captured } of { $goal }
dc-status-discard = Turn { $turn } · damage { $damage } of { $limit } · captured { $captured } of { $goal } · discard step
# $left: actions left; $y: actions this turn.
dc-status-actions = Turn { $turn } · damage { $damage } of { $limit } · captured { $captured } of { $goal } · { $left } of { $y ->
    [0] no actions
    [one] { $y } action
   *[other] { $y } actions
} left

## Why a move is refused

dc-illegal-not-a-move = That is not a { $title } move.
dc-illegal-discard-step = No actions are left this turn: discard cards or end the turn.
dc-illegal-actions-step = Finish your actions first (choose End actions) before discarding.
# $verb: an action's name (dc-verb-*).
dc-illegal-partial = That is not a whole { $verb } move.
dc-illegal-not-in-hand = { $card } is not in your hand.
dc-illegal-card-not-in-hand = That card is not in your hand.
dc-illegal-not-a-slot = That is not a slot on the table: choose a Defense or Side slot.
# $verb: "counter" or "withdraw".
dc-illegal-empty-slot = { $slot } is empty: there is nothing to { $verb ->
    [counter] counterattack
   *[withdraw] withdraw
}.
dc-illegal-interchange = Interchange needs a card that is in Captured.
dc-illegal-sacrifice-damaged = Sacrifice needs a card that is in Damaged.
dc-illegal-sacrifice-rank = Sacrifice needs a damaged card of lower rank than the hand card.
dc-illegal = That is not a legal move now.

## Whole-move buttons (at most 80 characters; longer ones fall back to a shorter form)

dc-label-play = Play { $card } to { $slot }
dc-label-play-discarding = Play { $card } to { $slot }, discarding { $old }
dc-label-play-discards = Play { $card } to { $slot } (discards { $old })
dc-label-play-discarding-there = Play { $card } to { $slot }, discarding the card there
# $gain: "more" (one more action a turn, one card fewer drawn), "fewer" or "same".
dc-label-interchange = Swap { $card } for captured { $other }{ $gain ->
    [more] {" "}(+1 action, -1 draw)
    [fewer] {" "}(-1 action, +1 draw)
   *[same] {""}
}
dc-label-interchange-short = Swap for captured { $other }
dc-label-withdraw = Withdraw { $card } from { $slot } to your hand
dc-label-end-turn = End actions and the turn (nothing to discard)
dc-label-end = End actions ({ $n } left unused)
dc-label-discard = Discard { $card }
dc-label-discard-last = Discard { $card } and end the turn
dc-label-done-names = End turn, keeping { $cards }
dc-label-done = End turn, keeping { $n ->
    [0] no cards
    [one] { $n } card
   *[other] { $n } cards
}
dc-label-counter-none = Counterattack from { $slot }: no effect
# $says: what it does (dc-counter-says or dc-counter-says-count).
dc-label-counter = Counterattack from { $slot }: { $says }
dc-label-counter-short = { $slot }: { $says }
# $did: "captures", "destroys" or "both"; $won: "yes" when it wins the game.
dc-counter-says = { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured }, destroys { $destroyed }
}{ $won ->
    [yes] {" "}(you win)
   *[other] {""}
}
# The same with counts instead of names ($captured, $destroyed: numbers).
dc-counter-says-count = { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured }, destroys { $destroyed }
}{ $won ->
    [yes] {" "}(you win)
   *[other] {""}
}
dc-sacrifice-cost-falls = +{ $added } damage: the town falls
dc-sacrifice-cost = +{ $added } damage, { $total } of { $limit }
# $cost: dc-sacrifice-cost or dc-sacrifice-cost-falls.
dc-label-sacrifice = Sacrifice { $card }, take back { $taken } ({ $cost })
dc-label-sacrifice-for = Sacrifice { $card } for { $taken } ({ $cost })
dc-label-sacrifice-take = Take back { $taken } ({ $cost })

## The hint's reason

# $did: "captures", "destroys" or "both"; $won: "yes" when it wins the game.
dc-why-counter = Counterattack from { $slot }: it { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured } and destroys { $destroyed }
}{ $won ->
    [yes] , and that wins the game
   *[other] {""}
}.
# $from: the slot to counterattack from next; $targets: the cards it could capture.
dc-why-play-sets-up = Play { $card } to { $slot }: a counterattack from { $from } can then capture { $targets }.
dc-why-play-repels = Play { $card } to { $slot }: it repels { $enemy }, which attacks that slot next.
# $damage: the damage taken with the card; $was: the damage without it.
dc-why-play-absorbs = Play { $card } to { $slot }: it takes the attack of { $enemy } for { $damage } damage instead of { $was }.
dc-why-end = End your actions: none of the moves left does more good than harm this turn.
# $n: how many cards are kept.
dc-why-done = End the turn keeping { $cards }: they may be needed on the table.
dc-why-discard = Discard { $card }: a fresh card is drawn in its place next turn.
dc-why-withdraw = Withdraw { $card } from { $slot }: it is worth more in your hand now.
dc-why-interchange-action = Swap { $card } into Captured for { $other }: from next turn you get one more action and draw one card fewer.
dc-why-interchange-draw = Swap { $card } into Captured for { $other }: from next turn you draw one more card and get one action fewer.
dc-why-interchange-need = Swap { $card } into Captured for { $other }: you need { $other } in hand.
