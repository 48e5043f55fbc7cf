# Refusals of the click router: a control or choice the bot cannot use changes nothing.

errors-control-unknown = That control is not recognised; nothing was changed.
errors-control-elsewhere = That control does not belong to this message; nothing was changed.
errors-choice-unknown = That choice is not recognised; nothing was changed.
errors-no-game = This game no longer exists.
errors-control-other-place = That control belongs to a game or challenge in another server or channel, and only works there; nothing was changed.
