# Capture – Deutsch

## Spielinfo

capture-summary = Zwei Spieler: Lege Karten verdeckt an fünf Spalten und erbeute die meisten Karten.
capture-option-ace-flexible = Asse zählen bei Hoch/Tief hoch oder niedrig (statt dass nur Sätze eine Spalte mit Ass gewinnen)
capture-option-ace-flexible-label = Asse hoch oder niedrig
capture-option-ace-flexible-name = asse_hoch_oder_niedrig
capture-metric-best-margin = bester Beutevorsprung
capture-metric-margin = Beutevorsprung
capture-seats-two = zwei Spieler, oder du gegen den Bot
capture-two-players-only = Capture ist ein Spiel für 2 Spieler.
capture-act-hint = { $n ->
    [one] lege deine Karten verdeckt an und lege dich dann fest
   *[other] legt eure Karten verdeckt an und legt euch dann fest
  }
capture-wait-hint = Du hast dich festgelegt. Warte, bis sich auch dein Gegner festlegt.

## Schaltflächen

capture-verb-place = Karte anlegen
capture-verb-take = Karte zurücknehmen
capture-verb-lock = Festlegen
capture-label-column = Spalte { $n }
capture-label-column-sides = Spalte { $n } ({ $name0 } { $cards0 }, { $name1 } { $cards1 }{ $carried ->
        [0] {""}
        [1] , einmal liegen geblieben
       *[other] , { $carried }-mal liegen geblieben
    })
capture-label-column-against = Spalte { $n } ({ $cards0 } gegen { $cards1 }{ $carried ->
        [0] {""}
        [1] , einmal liegen geblieben
       *[other] , { $carried }-mal liegen geblieben
    })

## Aufforderungen

capture-prompt-short = { $last ->
        [yes] Kurze letzte Runde
       *[other] Kurze Runde
    }: Lege { $n ->
        [one] deine { $n } Karte
       *[other] deine { $n } Karten
    } verdeckt an beliebige Spalten, höchstens eine pro Spalte, und lege dich dann fest.
capture-prompt-place-all = Lege an jede Spalte eine Karte verdeckt an und lege dich dann fest.
capture-prompt-which-card = Welche Karte legst du an?
capture-prompt-which-column-for = An welche Spalte kommt { $card }?
capture-prompt-which-column = An welche Spalte?
capture-prompt-take = Von welcher Spalte nimmst du deine Karte zurück?
capture-prompt-choose = Wähle.

## Züge im Protokoll

capture-unknown-move = Ein unbekannter Zug.
capture-you-placed = Du hast { $card } verdeckt an Spalte { $col } gelegt.
capture-placed-secret = { $own ->
        [yes] Du hast
       *[other] { $name } hat
    } eine Karte verdeckt angelegt.
capture-placed = { $own ->
        [yes] Du hast
       *[other] { $name } hat
    } eine Karte verdeckt an Spalte { $col } gelegt.
capture-you-took = Du hast { $card } von Spalte { $col } zurückgenommen.
capture-took-secret = { $own ->
        [yes] Du hast
       *[other] { $name } hat
    } eine Karte zurückgenommen.
capture-took = { $own ->
        [yes] Du hast deine
       *[other] { $name } hat seine/ihre
    } Karte von Spalte { $col } zurückgenommen.
capture-locked-reveal = { $own ->
        [yes] Du hast dich
       *[other] { $name } hat sich
    } festgelegt. Alle angelegten Karten werden aufgedeckt.
capture-locked = { $own ->
        [yes] Du hast dich
       *[other] { $name } hat sich
    } festgelegt.

## Eine Spalte werten

capture-reason-sets = { $hi ->
        [1] Paar schlägt
        [2] zwei Paare schlagen
        [3] Drilling schlägt
       *[4] Vierling schlägt
    } { $lo ->
        [0] nichts
        [1] ein Paar
        [2] zwei Paare
       *[3] einen Drilling
    }
capture-reason-cancel-no-high-low = Sätze heben sich auf, kein Hoch/Tief
capture-reason-cancel = Sätze heben sich auf; { $reason }
capture-reason-high-low = hoch und tief
capture-reason-high-low-ace = hoch und tief (ein Ass zählt hoch oder niedrig)
capture-reason-ace = ein Ass: nur ein Satz kann sie gewinnen
capture-reason-aces-block = Asse auf beiden Seiten blockieren Hoch und Tief
capture-reason-no-high-low = niemand hat sowohl die höchste als auch die niedrigste Karte
capture-fate-captured = erbeutet
capture-fate-carried = bleibt liegen
capture-fate-lost = von niemandem erbeutet
capture-no-winner-ace = sie enthält ein Ass, also könnte nur ein Satz sie gewinnen
capture-no-winner-aces-block = jede Seite hat ein Ass, das blockiert Hoch und Tief
capture-no-winner-no-high-low = niemand hat sowohl die höchste als auch die niedrigste Karte
capture-why-sets = { $hi ->
        [1] { $own ->
            [yes] dein Paar schlägt
           *[other] das Paar von { $name } schlägt
        }
        [2] { $own ->
            [yes] deine zwei Paare schlagen
           *[other] die zwei Paare von { $name } schlagen
        }
        [3] { $own ->
            [yes] dein Drilling schlägt
           *[other] der Drilling von { $name } schlägt
        }
       *[4] { $own ->
            [yes] dein Vierling schlägt
           *[other] der Vierling von { $name } schlägt
        }
    } { $lo ->
        [0] keinen Satz
        [1] { $other_own ->
            [yes] dein Paar
           *[other] das Paar von { $other }
        }
        [2] { $other_own ->
            [yes] deine zwei Paare
           *[other] die zwei Paare von { $other }
        }
       *[3] { $other_own ->
            [yes] deinen Drilling
           *[other] den Drilling von { $other }
        }
    }
capture-why-cancel = die gleichen Sätze heben sich auf, und { $why }
capture-why-high-low = { $own ->
        [yes] du hast
       *[other] { $name } hat
    } sowohl die höchste als auch die niedrigste Karte
capture-why-high-low-ace = { $own ->
        [yes] du hast
       *[other] { $name } hat
    } sowohl die höchste als auch die niedrigste Karte, wobei ein Ass hoch oder niedrig zählt

## Ereignisse

capture-turned-both = { $own0 ->
        [yes] Du deckst
       *[other] { $name0 } deckt
    } { $card0 } auf und { $own1 ->
        [yes] du deckst
       *[other] { $name1 } deckt
    } { $card1 } auf
capture-turned-one = { $own ->
        [yes] Du deckst
       *[other] { $name } deckt
    } { $card } auf
capture-turned-none = hier wurde keine Karte angelegt
capture-new-column = Spalte { $col } ({ $who0 } { $card0 }, { $who1 } { $card1 })
capture-deal-no-new = keine neuen Spalten
capture-deal-new-named = { $columns } neu ausgelegt
capture-deal-new-count = { $n ->
        [one] { $n } neue Spalte
       *[other] { $n } neue Spalten
    }
capture-deal-judged = Runde { $round }: { $columns }; keine Karten anzulegen, also werden die Spalten gewertet, wie sie liegen.
capture-deal-short = Runde { $round } ({ $last ->
        [yes] letzte Runde
       *[other] kurze Runde
    }): { $columns }; jeder legt { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } verdeckt an beliebige Spalten, höchstens eine pro Spalte.
capture-deal = Runde { $round }: { $columns }; jeder legt an jede Spalte eine Karte verdeckt an.
capture-column-captured = Spalte { $col }: { $turned }. { $own ->
        [yes] Du erbeutest
       *[other] { $name } erbeutet
    } ihre { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }: { $why }.
capture-column-carried = Spalte { $col }: { $turned }. Sie bleibt bis zur nächsten Runde liegen: { $why }.
capture-column-lost = Spalte { $col }: { $turned }. Ihre { $n ->
        [one] { $n } Karte geht
       *[other] { $n } Karten gehen
    } an niemanden, da dies die letzte Runde war: { $why }.
capture-end = Der Stapel ist aufgebraucht: { $n0 }-{ $n1 } erbeutet{ $left ->
        [0] {""}
        [one] ; { $left } Karte in liegen gebliebenen Spalten geht an niemanden
       *[other] ; { $left } Karten in liegen gebliebenen Spalten gehen an niemanden
    }.
capture-stop-abandoned = Das Spiel wurde abgebrochen: Niemand hat gespielt.
capture-stop = { $own ->
        [yes] { $ending ->
            [resign] Du hast aufgegeben
            [timeout] Deine Zeit ist abgelaufen, du verlierst kampflos
           *[other] Du hast aufgehört
        }
       *[other] { $ending ->
            [resign] { $name } hat aufgegeben
            [timeout] Die Zeit von { $name } ist abgelaufen, { $name } verliert kampflos
           *[other] { $name } hat aufgehört
        }
    }.
capture-event-other = Etwas ist passiert.

## Status

capture-status-captured = Runde { $round } · erbeutet: { $who0 } { $n0 }, { $who1 } { $n1 }
capture-status-deck = { $n ->
        [one] { $n } Karte im Stapel
       *[other] { $n } Karten im Stapel
    }
capture-status-deck-empty = der Stapel ist leer
capture-status-locked = { $who }: festgelegt
capture-status-placed = { $who }: { $done } von { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } angelegt

## Spielende

capture-outcome-abandoned = Abgebrochen: Niemand hat gespielt.
capture-outcome-stopped = { $ending ->
        [resign] { $name } hat aufgegeben
        [timeout] Die Zeit von { $name } ist abgelaufen
       *[other] { $name } hat aufgehört
    }: { $winner } gewinnt.
capture-outcome-draw = Der Stapel ist aufgebraucht: Unentschieden, je { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
capture-outcome-win = Der Stapel ist aufgebraucht: { $name } gewinnt mit { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } zu { $other }.

## Ablehnungen

capture-illegal-over = Dieses Spiel ist vorbei.
capture-illegal-not-seated = Du spielst in diesem Spiel nicht mit.
capture-illegal-locked = Du hast dich in dieser Runde festgelegt; warte auf den anderen Spieler.
capture-illegal-not-a-move = Das ist kein Zug in diesem Spiel.
capture-illegal-no-column = Es liegt keine Spalte { $col } im Spiel.
capture-illegal-all-placed = Du hast schon alle { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } dieser Runde angelegt; nimm zuerst eine zurück.
capture-illegal-not-in-hand = Diese Karte ist nicht auf deiner Hand.
capture-illegal-column-taken = Du hast in dieser Runde schon eine Karte an Spalte { $col } gelegt; nimm sie zuerst zurück (eine Karte pro Spalte).
capture-illegal-nothing-to-take = An dieser Spalte liegt keine Karte von dir, die du zurücknehmen könntest.
capture-illegal-lock-short = Lege alle { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } dieser Runde an (höchstens eine pro Spalte), bevor du dich festlegst.
capture-illegal-lock = Lege an jede Spalte eine Karte, bevor du dich festlegst.
capture-illegal-not-now = Dieser Zug ist gerade nicht erlaubt.
