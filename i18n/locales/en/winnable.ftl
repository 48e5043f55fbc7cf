# Winnable deals: daily deals and /play <game> winnable:true deal only deals the solver has
# proved can be won (bot.deals).

cmd-winnable = winnable
cmd-winnable-desc = Deal a deal that is sure to be winnable, played alone (its results count apart)
winnable-marker = (winnable deal)
winnable-result = This deal was checked before it was dealt: it can be won. Its result counts apart from your other games in /stats.
winnable-preparing = A winnable { $game } deal with these rules is being prepared; nothing was started. Try again in a moment.
winnable-daily-preparing = Today's { $game } deal is being prepared; nothing was started. Try again in a moment.
winnable-daily-proved = a winnable deal
winnable-daily-board = Today's deal was checked before it was dealt: it can be won.
winnable-alone-only = Winnable deals of { $game } are played alone: leave out the opponent and the level.
winnable-not-with-code = A deal code already says which deal to play: leave out winnable.
winnable-stats-title = { $game } · winnable deals
