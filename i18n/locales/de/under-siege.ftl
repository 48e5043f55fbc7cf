# Under Siege – Deutsch
# Begriffe: attrition = Ausdauer, front line = Frontlinie, reserve pile = Reservestapel,
# back = Nachhut, shoot card = Schusskarte, face card = Bildkarte, encounter = Gefecht,
# dead pile = Ablagestapel, automaton = Automat, go through = durchbrechen.

## Spielinfo

under-siege-summary = Stelle Front, Reserven und Bildkarten auf und kämpfe, bis eine Armee keine Ausdauer mehr hat.
under-siege-option-plus-one = Wer den Extrapunkt bekommt: wer in der Schlacht weniger verlor, oder jeder Sieger eines Gefechts
under-siege-option-plus-one-label = Extrapunkt Ausdauer
under-siege-option-plus-one-name = extrapunkt
under-siege-option-plus-one-choice-battle = Schlacht
under-siege-option-plus-one-choice-encounter = Gefecht
under-siege-option-jacks-stack = Jeder offene Bube gibt deinen Frontkarten +1 (aus: +1, egal wie viele Buben)
under-siege-option-jacks-stack-label = Bubenboni addieren sich
under-siege-option-jacks-stack-name = bubenboni_addieren
under-siege-option-face-shoot-cards = Buben, Damen und Könige dürfen Schusskarten auf einer Dame sein und schießen für 12
under-siege-option-face-shoot-cards-label = Bildkarten als Schusskarten
under-siege-option-face-shoot-cards-name = bildkarten_als_schusskarten
under-siege-option-challenger-role = Rolle des Herausforderers: Verteidiger (stellt zuerst auf), Angreifer oder zufällig
under-siege-option-challenger-role-label = Rolle des Herausforderers
under-siege-option-challenger-role-name = rolle_des_herausforderers
under-siege-option-challenger-role-choice-random = zufällig
under-siege-option-challenger-role-choice-defender = Verteidiger
under-siege-option-challenger-role-choice-attacker = Angreifer
under-siege-metric-best-attrition = beste Ausdauer am Ende
under-siege-metric-margin = Ausdauervorsprung
under-siege-seats-one = Solitär gegen den Automaten
under-siege-seats-two = zwei Spieler, oder du gegen den Bot
under-siege-players = Under Siege ist ein Spiel für 1 oder 2 Spieler.
under-siege-act-hint = { $n ->
    [one] stelle deine Karten auf oder beantworte die Frage der Schlacht
   *[other] stellt eure Karten auf oder beantwortet die Frage der Schlacht
  }
under-siege-wait-hint = Gerade gibt es für dich nichts zu tun; warte auf die andere Seite.
under-siege-automaton-name = der Automat

## Spielende

under-siege-outcome-abandoned = Abgebrochen: Niemand hat gespielt.
under-siege-outcome-stopped-solo = { $ending ->
        [resign] { $name } hat aufgegeben
        [timeout] Die Zeit von { $name } ist abgelaufen
       *[other] { $name } hat aufgehört
    }: Die Belagerung ist verloren.
under-siege-outcome-stopped = { $ending ->
        [resign] { $name } hat aufgegeben
        [timeout] Die Zeit von { $name } ist abgelaufen
       *[other] { $name } hat aufgehört
    }: { $winner } gewinnt.
under-siege-outcome-survived = { $name } hat { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } mit { $att } Ausdauer durchgehalten: Die Belagerung ist gebrochen, ein Sieg.
under-siege-outcome-cap-draw = Nach { $turns } Zügen haben beide Seiten { $att } Ausdauer: Unentschieden.
under-siege-outcome-cap-win = Nach { $turns } Zügen hat { $name } mehr Ausdauer, { $att } zu { $other }, und gewinnt.
under-siege-outcome-solo-lost = { $name } hat in Zug { $turn } keine Ausdauer mehr: Die Belagerung ist verloren.
under-siege-outcome-lost = { $name } hat keine Ausdauer mehr: { $winner } gewinnt.

## Schaltflächen

under-siege-label-place = Karte hinlegen
under-siege-label-take = Karte zurücknehmen
under-siege-label-done = Fertig aufgestellt
under-siege-label-pass-reserve = Keine Reserve
under-siege-label-pass-intercept = Durchlassen
under-siege-label-pass-fire = Nicht mehr schießen
under-siege-label-pass = Ablehnen
under-siege-label-reserve-pile = Reservestapel
under-siege-label-reserve-add = Reservekarte dazugeben
under-siege-label-intercept = Mit einer Dame abschießen
under-siege-label-remove = Bildkarte ablegen
under-siege-label-fire = Auf eine Bildkarte schießen
under-siege-label-front = Frontlinie
under-siege-label-through = Ohne Gegner, zum Durchbrechen
under-siege-label-back = Offen in die Nachhut
under-siege-label-opposite = Gegenüber ihrer { $n }. Frontkarte
under-siege-label-shoot-card-on = Schusskarte auf { $card }

## Aufforderungen

under-siege-prompt-defend = Du verteidigst: Lege Karten einzeln hin (Frontlinie der Reihe nach, Reservestapel, Bildkarten in die Nachhut, Schusskarten auf Damen) und drücke dann Fertig.
under-siege-prompt-attack-open = Der Verteidiger hat keine Karte in der Frontlinie: Jede Karte, die du nach vorn legst, bricht ungehindert durch. Lege Karten dorthin, in deine Reserve oder Nachhut, und drücke dann Fertig.
under-siege-prompt-attack = Du greifst { $n ->
        [one] { $n } Frontkarte
       *[other] { $n } Frontkarten
    } an: Lege jede Karte einer davon gegenüber oder ohne Gegner zum Durchbrechen, oder in deine Reserve oder Nachhut, und drücke dann Fertig.
under-siege-prompt-reserve = Position { $pos }: Du liegst hinten, { $mine } gegen { $theirs }. Eine Reservekarte dazugeben?
under-siege-prompt-intercept = Eine Karte bricht zu dir durch. Mit der Schusskarte einer Dame abschießen?
under-siege-prompt-remove = Ein Ass ist durchgebrochen: Wähle eine deiner Bildkarten zum Ablegen.
under-siege-prompt-fire = Die Schlacht ist vorbei: Mit einer geladenen Dame auf eine gegnerische Bildkarte schießen?
under-siege-prompt-choose = Wähle.
under-siege-prompt-place-which = Welche Karte legst du hin?
under-siege-prompt-place-where = Wohin kommt { $card }?
under-siege-prompt-take-which = Welche Karte nimmst du zurück?
under-siege-prompt-reserve-which = Welche Reservekarte gibst du dazu?
under-siege-prompt-queen-which = Welche Dame schießt?
under-siege-prompt-remove-which = Welche Bildkarte legst du ab?
under-siege-prompt-fire-at = Auf welche Bildkarte?

## Wohin eine Karte kommt

under-siege-zone-front = in die Frontlinie an Position { $pos }
under-siege-zone-opposite = gegenüber ihrer { $n }. Frontkarte
under-siege-zone-through = ohne Gegner, zum Durchbrechen
under-siege-zone-reserve = auf den Reservestapel
under-siege-zone-back-king = offen in die Nachhut: +{ $points } Ausdauer
under-siege-zone-back-jack-no-stack = offen in die Nachhut: kein Bonus mehr, Buben addieren sich hier nicht
under-siege-zone-back-jack = offen in die Nachhut: +1 auf deine Frontkarten
under-siege-zone-back-queen = offen in die Nachhut: sie kann eine Schusskarte tragen
under-siege-zone-shoot-card = als Schusskarte auf { $target }, schießt für { $value }

## Ein ganzer Zug auf einer Schaltfläche

under-siege-action-place = { $card } { $where }
under-siege-action-take = { $card } zurücknehmen
under-siege-action-done = Fertig aufgestellt: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } in der Frontlinie
under-siege-action-reserve = { $card } dazugeben: { $mine } gegen { $theirs }, { $result ->
        [lead] du führst mit { $diff }
        [draw] unentschieden
       *[lose] du verlierst { $diff }
    }
under-siege-action-intercept = { $shoot } von { $queen } abfeuern ({ $value }): { $after ->
        [0] hält sie auf
       *[other] du verlierst { $after } statt { $incoming }
    }
under-siege-action-remove = { $card } ablegen{ $king ->
        [yes] : du verlierst { $points } Ausdauer
       *[other] {""}
    }
under-siege-action-fire = Mit { $shoot } von { $queen } auf { $target } schießen: { $effect ->
        [king] tot, sie verlieren { $points }
        [dies] tot
       *[damage] { $total } von { $kill } Schaden
    }
under-siege-action-pass-intercept = Durchlassen: du verlierst { $n }
under-siege-action-pass-reserve = Keine Reserve: du verlierst { $n }
under-siege-action-pass-fire = Nicht mehr schießen, Schusskarten behalten

## Züge im Protokoll

under-siege-unknown-move = Ein unbekannter Zug.
under-siege-you-place = Du legst { $card } { $where }.
under-siege-places = { $who ->
        [you] Du legst
        [auto] Der Automat legt
       *[other] { $name } legt
    } eine Karte hin.
under-siege-you-take = Du nimmst { $card } zurück.
under-siege-takes = { $who ->
        [you] Du nimmst
        [auto] Der Automat nimmt
       *[other] { $name } nimmt
    } eine Karte zurück.
under-siege-deployed-front = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } in die Frontlinie
under-siege-deployed-reserve = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } in die Reserve
under-siege-deployed-back = { $cards } offen in die Nachhut
under-siege-deployed-shoot = { $n ->
        [one] { $n } Schusskarte auf eine Dame
       *[other] { $n } Schusskarten auf Damen
    }
under-siege-deploys = { $who ->
        [you] Du stellst auf
        [auto] Der Automat stellt auf
       *[other] { $name } stellt auf
    }: { $what }.
under-siege-adds = { $who ->
        [you] Du gibst
        [auto] Der Automat gibt
       *[other] { $name } gibt
    } { $card } aus der Reserve dazu.
under-siege-fires-shoot-card = { $who ->
        [you] Du feuerst
        [auto] Der Automat feuert
       *[other] { $name } feuert
    } die Schusskarte auf { $queen } ab.
under-siege-puts-away = { $who ->
        [you] Du legst
        [auto] Der Automat legt
       *[other] { $name } legt
    } { $card } ab.
under-siege-shoots-at = { $who ->
        [you] Du schießt
        [auto] Der Automat schießt
       *[other] { $name } schießt
    } von { $queen } aus auf { $target }.
under-siege-passes-reserve = { $who ->
        [you] Du gibst
        [auto] Der Automat gibt
       *[other] { $name } gibt
    } keine Reserve dazu.
under-siege-passes-intercept = { $who ->
        [you] Du lässt
        [auto] Der Automat lässt
       *[other] { $name } lässt
    } sie durch.
under-siege-passes-fire = { $who ->
        [you] Du hältst
        [auto] Der Automat hält
       *[other] { $name } hält
    } das Feuer zurück.

## Ereignisse

under-siege-event-turn = Zug { $turn }{ $total ->
        [0] {""}
       *[other] {" "}von { $total }
    }: { $who ->
        [you] Du verteidigst und stellst
        [auto] Der Automat verteidigt und stellt
       *[other] { $name } verteidigt und stellt
    } zuerst auf.
under-siege-event-king = { $who ->
        [you] Dein { $card } bringt
        [auto] { $card } des Automaten bringt
       *[other] { $card } von { $name } bringt
    } { $points } Ausdauer mehr: { $att }.
under-siege-auto-front = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } verdeckt in seine Frontlinie{ $ace ->
        [yes] , die 5. davon ein Ass
       *[other] {""}
    }
under-siege-auto-reserve = eine Karte in seine Reserve
under-siege-auto-back = { $card } offen in seine Nachhut
under-siege-auto-shoot = eine Schusskarte auf seine Dame
under-siege-event-auto-deploy = Der Automat legt { $what }.
under-siege-event-reveal = Position { $pos }: { $a_who ->
        [you] dein { $card0 }
        [auto] { $card0 } des Automaten
       *[other] { $card0 } von { $a_name }
    } gegen { $b_who ->
        [you] dein { $card1 }
        [auto] { $card1 } des Automaten
       *[other] { $card1 } von { $b_name }
    }.
under-siege-event-reserve = { $who ->
        [you] Du gibst
        [auto] Der Automat gibt
       *[other] { $name } gibt
    } { $card } aus der Reserve dazu: { $total } insgesamt.
under-siege-event-encounter-draw = Position { $pos } ist unentschieden.
under-siege-event-encounter = { $who ->
        [you] Du gewinnst
        [auto] Der Automat gewinnt
       *[other] { $name } gewinnt
    } Position { $pos }: { $l_who ->
        [you] Du verlierst
        [auto] Der Automat verliert
       *[other] { $l_name } verliert
    } { $loss }{ $left_state ->
        [some] {" "}({ $left } übrig)
        [out] {" "}(keine Ausdauer mehr)
       *[none] {""}
    }.
under-siege-event-bonus-encounter = { $who ->
        [you] Du erhältst
        [auto] Der Automat erhält
       *[other] { $name } erhält
    } 1 Ausdauer für den Sieg: { $att }.
under-siege-event-through = Position { $pos }: { $who ->
        [you] Dein { $card } bricht
        [auto] { $card } des Automaten bricht
       *[other] { $card } von { $name } bricht
    } ungehindert durch.
under-siege-event-intercept = Die Schusskarte ist { $card } und schießt für { $value }.
under-siege-event-auto-intercept = { $who ->
        [you] Du feuerst
        [auto] Der Automat feuert
       *[other] { $name } feuert
    } { $card } von { $queen } darauf ab und schießt für { $value }.
under-siege-event-hit-stopped = Der Schuss hält sie auf: kein Schaden.
under-siege-event-hit = { $shot ->
        [yes] Der Schuss reicht nicht
       *[other] Sie trifft
    }: { $who ->
        [you] Du verlierst
        [auto] Der Automat verliert
       *[other] { $name } verliert
    } { $damage }{ $left_state ->
        [some] {" "}({ $left } übrig)
        [out] {" "}(keine Ausdauer mehr)
       *[none] {""}
    }.
under-siege-event-remove = Das Ass schaltet { $who ->
        [you] dein { $card }
        [auto] { $card } des Automaten
       *[other] { $card } von { $name }
    } aus.
under-siege-event-auto-king-lost-counted = { $card } des Automaten ist weg: { $points } zählen für den Extrapunkt gegen ihn.
under-siege-event-auto-king-lost = { $card } des Automaten ist weg.
under-siege-event-king-lost = { $who ->
        [you] Dein { $card }
        [auto] { $card } des Automaten
       *[other] { $card } von { $name }
    } ist weg, { $points } Ausdauer verloren{ $has_att ->
        [yes] : { $att }
       *[other] {""}
    }.
under-siege-event-bonus = { $who ->
        [you] Du hast in dieser Schlacht weniger verloren, { $mine } gegen { $theirs }, und erhältst
        [auto] Der Automat hat in dieser Schlacht weniger verloren, { $mine } gegen { $theirs }, und erhält
       *[other] { $name } hat in dieser Schlacht weniger verloren, { $mine } gegen { $theirs }, und erhält
    } 1 Ausdauer: { $att }.
under-siege-event-fire = { $who ->
        [you] Du schießt
        [auto] Der Automat schießt
       *[other] { $name } schießt
    } { $card } von { $queen } auf { $target }.
under-siege-event-shot-dies = { $who ->
        [you] Dein { $target }
        [auto] { $target } des Automaten
       *[other] { $target } von { $name }
    } nimmt { $value } und stirbt.
under-siege-event-shot = { $who ->
        [you] Dein { $target }
        [auto] { $target } des Automaten
       *[other] { $target } von { $name }
    } nimmt { $value }: bisher { $damage } von { $kill }.
under-siege-event-reshuffle = Der Stapel ist leer: Der Ablagestapel, { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }, wird zu einem neuen Stapel gemischt.
under-siege-event-draw = { $who ->
        [you] Du ziehst
        [auto] Der Automat zieht
       *[other] { $name } zieht
    } { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }.
under-siege-event-drew = Neu auf deiner Hand: { $cards }.
under-siege-event-end = Das Spiel ist vorbei.
under-siege-event-abandoned = Das Spiel wurde abgebrochen: Niemand hat gespielt.
under-siege-event-stop = { $who ->
        [you] { $ending ->
            [resign] Du hast aufgegeben
            [timeout] Deine Zeit ist abgelaufen, du verlierst kampflos
           *[other] Du hast aufgehört
        }
        [auto] { $ending ->
            [resign] Der Automat hat aufgegeben
            [timeout] Die Zeit des Automaten ist abgelaufen, er verliert kampflos
           *[other] Der Automat hat aufgehört
        }
       *[other] { $ending ->
            [resign] { $name } hat aufgegeben
            [timeout] Die Zeit von { $name } ist abgelaufen, { $name } verliert kampflos
           *[other] { $name } hat aufgehört
        }
    }.
under-siege-event-other = Der Tisch verändert sich.

## Status

under-siege-status-side = { $who ->
        [you] Du
        [auto] Der Automat
       *[other] { $name }
    } ({ $role ->
        [defender] Verteidiger
       *[attacker] Angreifer
    }) { $att } Ausdauer
under-siege-status-line = Zug { $turn }{ $total ->
        [0] {""}
       *[other] {" "}von { $total }
    } · { $sides } · Stapel { $deck }, Ablagestapel { $dead }
under-siege-status-deploying = { $who ->
        [you] Du stellst
        [auto] Der Automat stellt
       *[other] { $name } stellt
    } gerade auf
under-siege-status-reserve = { $who ->
        [you] Du darfst
        [auto] Der Automat darf
       *[other] { $name } darf
    } eine Reservekarte dazugeben
under-siege-status-intercept = { $who ->
        [you] Du darfst
        [auto] Der Automat darf
       *[other] { $name } darf
    } die durchbrechende Karte abschießen
under-siege-status-remove = { $who ->
        [you] Du musst
        [auto] Der Automat muss
       *[other] { $name } muss
    } eine Bildkarte ablegen
under-siege-status-fire = { $who ->
        [you] Du darfst
        [auto] Der Automat darf
       *[other] { $name } darf
    } auf Bildkarten schießen

## Ergebnisse der Schlachtreihe

under-siege-slot-draw = Unentschieden
under-siege-slot-won = { $who ->
        [you] Du gewinnst
        [auto] Der Automat gewinnt
       *[other] { $name } gewinnt
    } mit { $loss }
under-siege-slot-removed = Bricht durch: schaltet { $card } aus
under-siege-slot-stopped = Bricht durch: von einem Schuss aufgehalten
under-siege-slot-damage = Bricht durch: { $loss } Schaden

## Ablehnungen

under-siege-illegal-over = Dieses Spiel ist vorbei.
under-siege-illegal-not-your-turn = Du bist nicht am Zug.
under-siege-illegal-not-a-move = Das ist kein Zug in diesem Spiel.
under-siege-illegal-not-in-hand = Diese Karte ist nicht auf deiner Hand.
under-siege-illegal-reserve-numbers = Nur Karten von 2 bis 10 dürfen auf den Reservestapel.
under-siege-illegal-back-faces = Nur Buben, Damen und Könige kommen offen in die Nachhut.
under-siege-illegal-ace-shoot = Ein Ass kann keine Schusskarte sein.
under-siege-illegal-face-shoot = Bildkarten können in diesem Spiel keine Schusskarten sein.
under-siege-illegal-no-queen = Du hast dort keine offene Dame frei für eine Schusskarte.
under-siege-illegal-defender-front = Als Verteidiger reihst du deine Frontkarten der Reihe nach auf: Nutze die Frontlinie.
under-siege-illegal-attacker-front = Als Angreifer legst du Frontkarten einer Verteidigerkarte gegenüber oder ohne Gegner.
under-siege-illegal-no-defender-card = Der Verteidiger hat keine Karte auf Position { $pos }: Lege die Karte stattdessen zum Durchbrechen.
under-siege-illegal-already-opposite = Du hast dieser Karte schon eine gegenübergelegt.
under-siege-illegal-take = Du kannst nur eine Karte zurücknehmen, die du in diesem Zug hingelegt hast.
under-siege-illegal-deploying = Du stellst gerade auf: Lege deine Karten hin oder drücke Fertig.
under-siege-illegal-now-reserve = Jetzt darfst du diesem Gefecht eine Reservekarte dazugeben, oder nicht.
under-siege-illegal-now-intercept = Jetzt darfst du die durchbrechende Karte mit einer geladenen Dame abschießen, oder nicht.
under-siege-illegal-now-remove = Jetzt musst du eine deiner Bildkarten zum Ablegen wählen.
under-siege-illegal-now-fire = Jetzt darfst du mit deinen geladenen Damen auf gegnerische Bildkarten schießen, oder aufhören.
under-siege-illegal-not-now = Dieser Zug ist gerade nicht erlaubt.

## Begründung des Tipps

under-siege-a-card = eine Karte
under-siege-why-back-king = { $card } offen in die Nachhut legen: Das bringt sofort { $points } Ausdauer
under-siege-why-back-jack = { $card } offen in die Nachhut legen: Jede Karte deiner Frontlinie zählt 1 mehr, solange er dort liegt
under-siege-why-back-queen = { $card } offen in die Nachhut legen: Mit einer Schusskarte geladen, kann sie eine durchbrechende Karte aufhalten oder auf die Bildkarten { $auto ->
        [yes] des Automaten
       *[other] von { $enemy }
    } schießen
under-siege-why-load = { $queen } mit { $card } laden: Sie schießt für { $value }, auf eine durchbrechende Karte oder nach der Schlacht auf die Bildkarten { $auto ->
        [yes] des Automaten
       *[other] von { $enemy }
    }
under-siege-why-reserve = { $card } in die Reserve legen: Dort bleibt sie, bis ein Gefecht, das du verlierst, sie braucht
under-siege-why-ace = { $card } in die Frontlinie legen: Ein Ass schlägt jede Karte außer einem Ass
under-siege-why-front-high = { $card } { $zone ->
        [vs] gegenüber ihrer { $n }. Frontkarte
        [front] in die Frontlinie
       *[through] ohne Gegner zum Durchbrechen
    } legen: Eine hohe Karte gewinnt ihr Gefecht oder trifft hart
under-siege-why-front-low = { $card } { $zone ->
        [vs] gegenüber ihrer { $n }. Frontkarte
        [front] in die Frontlinie
       *[through] ohne Gegner zum Durchbrechen
    } legen: Jede Frontkarte tritt gegen eine { $auto ->
        [yes] des Automaten
       *[other] von { $enemy }
    } an, und eine Karte ohne Gegner bricht mit vollem Wert durch
under-siege-why-done = Mit { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    } in der Frontlinie fertig aufstellen{ $kept ->
        [0] {""}
       *[other] , { $kept } bleiben für den nächsten Zug auf der Hand
    }
under-siege-why-take = { $card } zurücknehmen: Woanders bringt sie mehr
under-siege-why-add-wins = { $card } aus der Reserve dazugeben: { $mine } gegen { $theirs } gewinnt das Gefecht
under-siege-why-add-draws = { $card } aus der Reserve dazugeben: { $mine } gegen { $theirs } ergibt ein Unentschieden
under-siege-why-add-loses = { $card } aus der Reserve dazugeben: Du verlierst { $loss } statt { $without }
under-siege-why-intercept = { $shoot } von { $queen } auf die durchbrechende Karte abfeuern: { $stops ->
        [yes] Das hält alle { $value } Punkte auf
       *[other] Du verlierst { $loss } statt { $value }
    }
under-siege-why-remove = { $card } ablegen: Das ist die Bildkarte, auf die du am ehesten verzichten kannst
under-siege-why-fire = Mit { $shoot } von { $queen } auf { $target } schießen: { $dies ->
        [yes] Die Karte stirbt
       *[other] Das macht { $total } von { $kill } Schaden, die die Karte töten
    }
under-siege-why-pass-reserve = Reserve behalten: Heb sie für ein Gefecht auf, das sie drehen kann
under-siege-why-pass-intercept = Karte durchlassen: Die Schusskarte ist später mehr wert
under-siege-why-pass-fire = Schusskarten behalten: Sie können im nächsten Zug durchbrechende Karten aufhalten
under-siege-why = { $reason }.
under-siege-why-trials = { $reason }; in den Testpartien hat dieser Zug { $wins } von { $games } { $solo ->
        [yes] durchgehalten
       *[other] gewonnen
    }.
