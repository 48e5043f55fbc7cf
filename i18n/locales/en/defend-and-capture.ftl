# Defend and Capture: everything the player reads.  Card names come from cards.ftl
# ($card, $enemy...); slot names ($slot) are the defend-and-capture-slot-* messages.

## The game's entry in menus

defend-and-capture-summary = Solo Decktet: hold the walls and capture 12 enemies before you take 20 damage.
defend-and-capture-act-hint = choose your move
defend-and-capture-wait-hint = Nothing to do for you now.
# $title: the game's name.
defend-and-capture-solo-only = { $title } is a solo game.
defend-and-capture-metric-damage = least damage
defend-and-capture-metric-turns = fewest turns

## Slots and fallbacks

defend-and-capture-slot-d1 = Defense left
defend-and-capture-slot-d2 = Defense middle
defend-and-capture-slot-d3 = Defense right
defend-and-capture-slot-s1 = Side top
defend-and-capture-slot-s2 = Side middle
defend-and-capture-slot-s3 = Side bottom
defend-and-capture-the-table = the table
defend-and-capture-nothing = nothing
defend-and-capture-that-card = that card
# A slot's button: "Defense left (The Mountain)".
defend-and-capture-slot-with-card = { $slot } ({ $card })

## Actions

defend-and-capture-verb-play = Play
defend-and-capture-verb-counter = Counterattack
defend-and-capture-verb-interchange = Interchange
defend-and-capture-verb-sacrifice = Sacrifice
defend-and-capture-verb-withdraw = Withdraw
defend-and-capture-verb-end = End actions
defend-and-capture-verb-discard = Discard
defend-and-capture-verb-done = End turn

## Questions

defend-and-capture-prompt-discard-step = Discard cards you don't want, or end the turn.
defend-and-capture-prompt-action = Choose an action.
defend-and-capture-prompt-play-where = Play { $card } where?
defend-and-capture-prompt-play-which = Play which card?
defend-and-capture-prompt-counter = Counterattack from which slot?
defend-and-capture-prompt-interchange-with = Swap { $card } with which captured card?
defend-and-capture-prompt-interchange-which = Swap which hand card into Captured?
defend-and-capture-prompt-sacrifice-below = Take back which damaged card (rank below { $rank })?
defend-and-capture-prompt-sacrifice-any = Take back which card?
defend-and-capture-prompt-sacrifice-which = Sacrifice which hand card to Damaged?
defend-and-capture-prompt-withdraw = Withdraw which card to your hand?
defend-and-capture-prompt-discard = Discard which card?
defend-and-capture-prompt-choose = Choose.

## The move log (what the player did)

defend-and-capture-log-unknown = An unknown move.
defend-and-capture-log-play = Played { $card } to { $slot }.
# $old: the card that was in the slot.
defend-and-capture-log-play-replacing = Played { $card } to { $slot }, discarding { $old }.
defend-and-capture-log-counter = Counterattacked from { $slot } with { $card }.
# $other: the captured card taken into the hand.
defend-and-capture-log-interchange = Swapped { $card } from hand with captured { $other }.
# $other: the damaged card taken back.
defend-and-capture-log-sacrifice = Sacrificed { $card } to Damaged, taking back { $other }.
defend-and-capture-log-withdraw = Withdrew { $card } from { $slot }.
defend-and-capture-log-end = Ended actions.
defend-and-capture-log-discard = Discarded { $card }.
defend-and-capture-log-done = Ended the turn.

## What the rules did

defend-and-capture-event-attack-breach = Attack: { $enemy } breaks through the empty { $slot } for { $damage } damage.
# $erank, $drank: the enemy's and the defender's ranks.
defend-and-capture-event-attack-beats = Attack: { $enemy } ({ $erank }) beats { $defender } ({ $drank }) at { $slot }; { $defender } goes to Damaged for { $damage } damage.
defend-and-capture-event-attack-repelled = Attack: { $defender } ({ $drank }) at { $slot } repels { $enemy } ({ $erank }): no damage.
defend-and-capture-event-hasten = Hasten: with { $n } or more cards captured, the enemies attack and advance again.
# $cards: the cards that arrive, listed; $n: how many (0: the piles are empty).
defend-and-capture-event-advance = { $n ->
    [0] The enemies advance one row; no cards are left to fill the top row.
   *[other] The enemies advance one row; { $cards } { $n ->
        [one] arrives
       *[other] arrive
    } in the top row.
}
# $n: the cards drawn (0: none are left to draw).
defend-and-capture-event-draw = { $n ->
    [0] Turn { $turn }: no cards are left to draw.
   *[other] Turn { $turn }: you draw { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
}
defend-and-capture-event-draw-none = Turn { $turn }: you already hold { $n ->
    [0] no cards
    [one] { $n } card
   *[other] { $n } cards
}, so you draw none.
defend-and-capture-event-reshuffle = The deck ran out: the discard pile ({ $n ->
    [0] no cards
    [one] { $n } card
   *[other] { $n } cards
}) is reshuffled into a new deck.
# $did: "captures", "destroys", "both" or "none"; $captured, $destroyed: the cards, listed.
defend-and-capture-event-counter = { $did ->
    [none] The counterattack has no effect.
   *[other] The counterattack { $did ->
        [captures] captures { $captured }
        [destroys] destroys { $destroyed }
       *[both] captures { $captured } and destroys { $destroyed }
    }.
}
# $kept: the captured card that comes to the hand.
defend-and-capture-event-interchange = You swap { $card } into Captured for { $kept }.
defend-and-capture-event-sacrifice = The sacrifice raises your damage by { $n }.
# $ending: why the game stopped: "timeout", "abandon" or "resign".
defend-and-capture-event-stop = { $ending ->
    [timeout] Time ran out for the defence.
    [abandon] Nobody played: the game is abandoned.
   *[resign] You gave up the defence.
}
defend-and-capture-event-unknown = Something happened on the table.

## How the game ended

defend-and-capture-reason-captured = { $n } enemies captured: the town is safe. You win!
defend-and-capture-reason-damage = Damage reached { $damage }: the town falls.
defend-and-capture-reason-sacrifice = Damage reached { $damage } after a sacrifice: the town falls.
defend-and-capture-reason-cap = No result after { $turns } turns: the game is abandoned.
defend-and-capture-reason-timeout = You ran out of time and forfeit the game.
defend-and-capture-reason-abandon = Abandoned: nobody played.
defend-and-capture-reason-resign = You resigned.

## Status line

defend-and-capture-status = Turn { $turn } · damage { $damage } of { $limit } · captured { $captured } of { $goal }
defend-and-capture-status-discard = Turn { $turn } · damage { $damage } of { $limit } · captured { $captured } of { $goal } · discard step
# $left: actions left; $y: actions this turn.
defend-and-capture-status-actions = Turn { $turn } · damage { $damage } of { $limit } · captured { $captured } of { $goal } · { $left } of { $y ->
    [0] no actions
    [one] { $y } action
   *[other] { $y } actions
} left

## Why a move is refused

defend-and-capture-illegal-not-a-move = That is not a { $title } move.
defend-and-capture-illegal-discard-step = No actions are left this turn: discard cards or end the turn.
defend-and-capture-illegal-actions-step = Finish your actions first (choose End actions) before discarding.
# $verb: an action's name (defend-and-capture-verb-*).
defend-and-capture-illegal-partial = That is not a whole { $verb } move.
defend-and-capture-illegal-not-in-hand = { $card } is not in your hand.
defend-and-capture-illegal-card-not-in-hand = That card is not in your hand.
defend-and-capture-illegal-not-a-slot = That is not a slot on the table: choose a Defense or Side slot.
# $verb: "counter" or "withdraw".
defend-and-capture-illegal-empty-slot = { $slot } is empty: there is nothing to { $verb ->
    [counter] counterattack
   *[withdraw] withdraw
}.
defend-and-capture-illegal-interchange = Interchange needs a card that is in Captured.
defend-and-capture-illegal-sacrifice-damaged = Sacrifice needs a card that is in Damaged.
defend-and-capture-illegal-sacrifice-rank = Sacrifice needs a damaged card of lower rank than the hand card.
defend-and-capture-illegal = That is not a legal move now.

## Whole-move buttons (at most 80 characters; longer ones fall back to a shorter form)

defend-and-capture-label-play = Play { $card } to { $slot }
defend-and-capture-label-play-discarding = Play { $card } to { $slot }, discarding { $old }
defend-and-capture-label-play-discards = Play { $card } to { $slot } (discards { $old })
defend-and-capture-label-play-discarding-there = Play { $card } to { $slot }, discarding the card there
# $gain: "more" (one more action a turn, one card fewer drawn), "fewer" or "same".
defend-and-capture-label-interchange = Swap { $card } for captured { $other }{ $gain ->
    [more] {" "}(+1 action, -1 draw)
    [fewer] {" "}(-1 action, +1 draw)
   *[same] {""}
}
defend-and-capture-label-interchange-short = Swap for captured { $other }
defend-and-capture-label-withdraw = Withdraw { $card } from { $slot } to your hand
defend-and-capture-label-end-turn = End actions and the turn (nothing to discard)
defend-and-capture-label-end = End actions ({ $n } left unused)
defend-and-capture-label-discard = Discard { $card }
defend-and-capture-label-discard-last = Discard { $card } and end the turn
defend-and-capture-label-done-names = End turn, keeping { $cards }
defend-and-capture-label-done = End turn, keeping { $n ->
    [0] no cards
    [one] { $n } card
   *[other] { $n } cards
}
defend-and-capture-label-counter-none = Counterattack from { $slot }: no effect
# $says: what it does (defend-and-capture-counter-says or defend-and-capture-counter-says-count).
defend-and-capture-label-counter = Counterattack from { $slot }: { $says }
defend-and-capture-label-counter-short = { $slot }: { $says }
# $did: "captures", "destroys" or "both"; $won: "yes" when it wins the game.
defend-and-capture-counter-says = { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured }, destroys { $destroyed }
}{ $won ->
    [yes] {" "}(you win)
   *[other] {""}
}
# The same with counts instead of names ($captured, $destroyed: numbers).
defend-and-capture-counter-says-count = { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured }, destroys { $destroyed }
}{ $won ->
    [yes] {" "}(you win)
   *[other] {""}
}
defend-and-capture-sacrifice-cost-falls = +{ $added } damage: the town falls
defend-and-capture-sacrifice-cost = +{ $added } damage, { $total } of { $limit }
# $cost: defend-and-capture-sacrifice-cost or defend-and-capture-sacrifice-cost-falls.
defend-and-capture-label-sacrifice = Sacrifice { $card }, take back { $taken } ({ $cost })
defend-and-capture-label-sacrifice-for = Sacrifice { $card } for { $taken } ({ $cost })
defend-and-capture-label-sacrifice-take = Take back { $taken } ({ $cost })

## The hint's reason

# $did: "captures", "destroys" or "both"; $won: "yes" when it wins the game.
defend-and-capture-why-counter = Counterattack from { $slot }: it { $did ->
    [captures] captures { $captured }
    [destroys] destroys { $destroyed }
   *[both] captures { $captured } and destroys { $destroyed }
}{ $won ->
    [yes] , and that wins the game
   *[other] {""}
}.
# $from: the slot to counterattack from next; $targets: the cards it could capture.
defend-and-capture-why-play-sets-up = Play { $card } to { $slot }: a counterattack from { $from } can then capture { $targets }.
defend-and-capture-why-play-repels = Play { $card } to { $slot }: it repels { $enemy }, which attacks that slot next.
# $damage: the damage taken with the card; $was: the damage without it.
defend-and-capture-why-play-absorbs = Play { $card } to { $slot }: it takes the attack of { $enemy } for { $damage } damage instead of { $was }.
defend-and-capture-why-end = End your actions: none of the moves left does more good than harm this turn.
# $n: how many cards are kept.
defend-and-capture-why-done = End the turn keeping { $cards }: they may be needed on the table.
defend-and-capture-why-discard = Discard { $card }: a fresh card is drawn in its place next turn.
defend-and-capture-why-withdraw = Withdraw { $card } from { $slot }: it is worth more in your hand now.
defend-and-capture-why-interchange-action = Swap { $card } into Captured for { $other }: from next turn you get one more action and draw one card fewer.
defend-and-capture-why-interchange-draw = Swap { $card } into Captured for { $other }: from next turn you draw one more card and get one action fewer.
defend-and-capture-why-interchange-need = Swap { $card } into Captured for { $other }: you need { $other } in hand.
