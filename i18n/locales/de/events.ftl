# Turniere: Arenen und Schweizer Turniere (bot.features.events, event_board, event_commands)

events-kind-arena = Arena
events-kind-swiss = Schweizer Turnier
events-kind-challenge = Herausforderung mit gleichen Karten
events-default-name = { $kind }: { $game }

## Wo ein Turnier steht ({ $when } ist eine Discord-Zeit, jedem in seiner eigenen angezeigt)
events-status-starts = Beginnt { $when }
events-status-running = Läuft
events-status-ends = Endet { $when }
events-status-finishing = Die Zeit ist um: Die letzten Partien werden noch zu Ende gespielt
events-status-round = Runde { $round } von { $rounds }
events-status-over = Endstand

## Die Nachricht des Turniers
events-message-head = **{ $name }** ({ $kind }: { $game })
events-message-players =
    { $n ->
        [0] Noch niemand ist beigetreten.
        [one] { $n } Spieler
       *[other] { $n } Spieler
    }
events-how-arena = Drück **Beitreten**, um mitzuspielen: Du bekommst einen Gegner, sobald noch jemand wartet. Ein Sieg bringt 2 Punkte, ein Unentschieden 1; nach zwei Siegen in Folge zählen deine Siege doppelt. **Verlassen** nimmt dich aus der Warteschlange, bis du wieder beitrittst.
events-how-swiss = Drück **Beitreten** vor der ersten Runde. Anzahl der Runden: { $rounds }. In jeder Runde spielen Spieler mit ähnlicher Punktzahl gegeneinander, die sich noch nicht begegnet sind; bei ungerader Zahl setzt einer aus und bekommt einen Punkt. **Verlassen** lässt dich die nächsten Runden aussetzen, bis du wieder beitrittst.
events-how-challenge =
    { $deals ->
        [1] Eine Verteilung, für alle gleich
       *[other] { $deals } Verteilungen, für alle gleich
    }{ $winnable ->
        [yes] , jede als gewinnbar bewiesen.
       *[no] , zufällig ausgeteilt (nicht als gewinnbar bewiesen).
    } Drück **Spielen**, um sie nacheinander an deinem eigenen privaten Tisch zu spielen: ein Versuch pro Verteilung. Gewertet wird nach gewonnenen Verteilungen, dann nach der Wertung des jeweiligen Spiels, dann nach der gebrauchten Zeit; die Ergebnisse erscheinen, wenn die Herausforderung endet.
events-more-players =
    { $n ->
        [one] …und { $n } weiterer Spieler (drück Rangliste)
       *[other] …und { $n } weitere Spieler (drück Rangliste)
    }
events-standings-title = { $name } ({ $game })
events-tiebreaks = Buchholz { $buchholz }, Sonneborn-Berger { $sb }
events-someone = ein Spieler
events-button-join = Beitreten
events-button-leave = Verlassen
events-button-standings = Rangliste

## Paarungen, die Tische und das Ende
events-paired = { $first } und { $second }: Eure Partie in { $name } ist bereit.
events-table-note = Runde { $round }
events-tables-thread = { $name }: Tische { $number }
events-podium =
    { $n ->
        [0] **{ $name }** ist vorbei: { $podium }
       *[other] **{ $name }** ist vorbei. Siegertreppchen: { $podium }
    }
events-nobody-played = niemand hat eine Partie gespielt.

## Antworten, die nur das Mitglied sieht
events-joined-arena = Du bist **{ $name }** beigetreten. Du bekommst einen Ping, sobald du einen Gegner hast; drück Verlassen, um aufzuhören.
events-joined-swiss = Du bist **{ $name }** beigetreten. Du bekommst einen Ping, sobald die Partie deiner Runde bereit ist.
events-joined-challenge = Du bist **{ $name }** beigetreten.
events-back = Willkommen zurück bei **{ $name }**: Du bekommst wieder Gegner.
events-already-in = Du bist schon bei **{ $name }** dabei.
events-left = Du hast **{ $name }** verlassen: Du bekommst keinen Gegner mehr, bis du Beitreten drückst. Eine Partie, die du gerade spielst, zählt trotzdem.
events-not-in = Du nimmst an diesem Turnier nicht teil.
events-closed = Dieses Turnier nimmt keine Spieler mehr auf.
events-unknown = Ein solches Turnier gibt es auf diesem Server nicht.
events-server-only = Turniere finden in den Kanälen eines Servers statt.
events-not-allowed = Nur Mitglieder, die den Server verwalten dürfen oder die in /einstellungen server gewählte Rolle haben, können Turniere starten.
events-minutes-range = Eine Arena läuft { $low } bis { $high } Minuten.
events-rounds-range = Ein Schweizer Turnier hat { $low } bis { $high } Runden.
events-starts-in-range = Ein Turnier beginnt in { $low } bis { $high } Minuten.
events-list-head =
    { $n ->
        [0] Auf diesem Server läuft gerade kein Turnier, und keines ist geplant.
       *[other] Turniere auf diesem Server:
    }
events-list-line = #{ $id } **{ $name }** ({ $kind }: { $game }), { $status } { $link }

## Herausforderungen mit gleichen Karten (bot.features.challenge)
events-button-play = Spielen
events-challenge-give-up = Diese Verteilung aufgeben
events-challenge-hidden = verborgen
events-challenge-wins =
    { $n ->
        [one] { $n } Sieg
       *[other] { $n } Siege
    }
events-challenge-time = Zeit { $time }
events-challenge-panel-head = **{ $name }**: { $game }, Verteilung { $deal } von { $deals } · nur du siehst diesen Tisch · endet { $when }
events-challenge-panel-over =
    { $left ->
        [0] Das war deine letzte Verteilung. Die Ergebnisse erscheinen, wenn die Herausforderung { $when } endet.
        [1] Verteilung erledigt. Drück **Spielen** in der Nachricht der Herausforderung für deine letzte Verteilung.
       *[other] Verteilung erledigt. Drück **Spielen** in der Nachricht der Herausforderung für deine nächste Verteilung (noch { $left }).
    }
events-challenge-not-yours = Das ist die Verteilung von { $owner }; es wurde nichts geändert. Drück Spielen in der Nachricht der Herausforderung, um deine eigene zu spielen.
events-challenge-deal-over = Diese Verteilung ist vorbei; es wurde nichts geändert.
events-challenge-stale = Dieser Button gehört zu einer früheren Stellung deiner Verteilung; es wurde nichts geändert. So steht sie jetzt:
events-challenge-reopened = Deine Verteilung, wie du sie verlassen hast (ein Versuch pro Verteilung: Es bleibt dieselbe Verteilung).
events-challenge-hints-off = Keine Tipps: Alle spielen diese Verteilungen ohne Hilfe.
events-challenge-no-hints = In einer Herausforderung mit gleichen Karten gibt es keine Tipps: Alle spielen ihre Verteilungen ohne Hilfe. Es wurde nichts geändert.
events-challenge-over = **{ $name }** ist vorbei: Es können keine Verteilungen mehr gespielt werden. Die Rangliste zeigt, wie alle abgeschnitten haben.
events-challenge-not-yet = **{ $name }** beginnt { $when }.
events-challenge-all-played = Du hast alle Verteilungen von **{ $name }** gespielt. Die Ergebnisse erscheinen, wenn es { $when } endet.
events-challenge-deal-played = Du hast Verteilung { $deal } von **{ $name }** schon gespielt: ein Versuch pro Verteilung.
events-deals-range = Eine Herausforderung hat { $low } bis { $high } Verteilungen.
events-hours-range = Eine Herausforderung läuft { $low } bis { $high } Stunden.
