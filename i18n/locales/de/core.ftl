### Die gemeinsamen Wörter der Engine (engine/core.py) und die Sätze der Suche (engine/search.py).

## Plätze

core-player = Spieler { $n }
core-name-of = von { $name }
core-you = Du
core-whose = { $own ->
    [yes] dein
   *[other] { $name }s
  }
core-and-list = { $head } und { $last }

## Was der Tisch eines Spiels standardmäßig sagt

core-act-hint = { $n ->
    [one] mach deinen Zug
   *[other] macht euren Zug
  }
core-wait-hint = Gerade gibt es für dich nichts zu tun; wir warten auf die anderen Spieler.
core-seat-mode = { $n ->
    [1] solo
   *[other] { $n } Spieler
  }

## Hausregeln

core-option-off = { $name } aus
core-option-value = { $name }: { $value }
core-option-bad-value = { $name } kann nicht { $value } sein.
core-option-unknown = { $game } hat keine solche Option: { $names }.

## Züge, die jedes Spiel ablehnt

core-illegal-not-text = Ein Zug muss Text sein.
core-illegal-over = Dieses Spiel ist vorbei.
core-illegal-not-seated = Du spielst in diesem Spiel nicht mit.
core-illegal-not-your-turn = Du bist nicht am Zug.

## Tipps: warum der gesuchte Zug

search-only-move = Es ist dein einziger möglicher Zug.
search-reason-closest = In { $tried } Testpartien, die von hier aus weitergespielt wurden, mit den Karten, die du nicht sehen kannst, zufällig verteilt, kam dieser Zug in seinen { $played } Testpartien einem Sieg am nächsten.
search-reason-won = In { $tried } Testpartien, die von hier aus weitergespielt wurden, mit den Karten, die du nicht sehen kannst, zufällig verteilt, gewann dieser Zug { $won } von { $played } Testpartien.
search-reason-won-next = In { $tried } Testpartien, die von hier aus weitergespielt wurden, mit den Karten, die du nicht sehen kannst, zufällig verteilt, gewann dieser Zug { $won } von { $played } Testpartien; der nächstbeste Zug gewann { $next_won } von { $next_played }.
