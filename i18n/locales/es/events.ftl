# Torneos: arenas y torneos suizos (bot.features.events, event_board, event_commands)

events-kind-arena = Arena
events-kind-swiss = Torneo suizo
events-kind-challenge = Desafío con los mismos repartos
events-default-name = { $kind } de { $game }

## En qué punto está un torneo ({ $when } es una hora de Discord, que cada uno ve en la suya)
events-status-starts = Empieza { $when }
events-status-running = En curso
events-status-ends = Termina { $when }
events-status-finishing = Se acabó el tiempo: se están terminando las últimas partidas
events-status-round = Ronda { $round } de { $rounds }
events-status-over = Clasificación final

## El mensaje del torneo
events-message-head = **{ $name }**: { $kind } de { $game }
events-message-players =
    { $n ->
        [0] Nadie se ha unido todavía.
        [one] { $n } jugador
       *[other] { $n } jugadores
    }
events-how-arena = Pulsa **Unirse** para jugar: tendrás rival en cuanto haya otro jugador esperando. Una victoria vale 2 puntos y un empate 1; tras dos victorias seguidas, tus victorias cuentan doble. **Salir** te saca de la cola hasta que vuelvas a unirte.
events-how-swiss = Pulsa **Unirse** antes de la primera ronda. Número de rondas: { $rounds }. En cada una se enfrentan jugadores con puntuaciones parecidas que aún no han jugado entre sí; si son impares, uno descansa y recibe un punto. **Salir** te hace saltarte las siguientes rondas hasta que vuelvas a unirte.
events-how-challenge =
    { $deals ->
        [1] Un reparto, el mismo para todos
       *[other] { $deals } repartos, los mismos para todos
    }{ $winnable ->
        [yes] , y está comprobado que cada uno se puede ganar.
       *[no] , al azar (sin comprobar si se puede ganar).
    } Pulsa **Jugar** para jugarlos uno tras otro en tu propia mesa privada: un intento por reparto. Clasificación por repartos ganados, luego por la cifra propia del juego y luego por el tiempo empleado; los resultados aparecen cuando termina el desafío.
events-more-players =
    { $n ->
        [one] …y { $n } jugador más (pulsa Clasificación)
       *[other] …y { $n } jugadores más (pulsa Clasificación)
    }
events-standings-title = { $name } ({ $game })
events-tiebreaks = Buchholz { $buchholz }, Sonneborn-Berger { $sb }
events-someone = un jugador
events-button-join = Unirse
events-button-leave = Salir
events-button-standings = Clasificación

## Emparejamientos, las mesas y el final
events-paired = { $first } y { $second }: vuestra partida de { $name } está lista.
events-table-note = Ronda { $round }
events-tables-thread = { $name }: mesas { $number }
events-podium =
    { $n ->
        [0] **{ $name }** ha terminado: { $podium }
       *[other] **{ $name }** ha terminado. Podio: { $podium }
    }
events-nobody-played = nadie jugó ninguna partida.

## Respuestas que solo ve el miembro
events-joined-arena = Te has unido a **{ $name }**. Recibirás una mención cuando tengas rival; pulsa Salir para dejarlo.
events-joined-swiss = Te has unido a **{ $name }**. Recibirás una mención cuando la partida de tu ronda esté lista.
events-joined-challenge = Te has unido a **{ $name }**.
events-back = Has vuelto a **{ $name }**: volverás a tener rivales.
events-already-in = Ya participas en **{ $name }**.
events-left = Has salido de **{ $name }**: no tendrás más rivales hasta que pulses Unirse. Una partida que estés jugando sigue contando.
events-not-in = No participas en este torneo.
events-closed = Este torneo ya no admite más jugadores.
events-unknown = No existe ese torneo en este servidor.
events-server-only = Los torneos se juegan en los canales de un servidor.
events-not-allowed = Solo pueden crear torneos los miembros que pueden gestionar el servidor o que tienen el rol elegido en /ajustes servidor.
events-minutes-range = Una arena dura de { $low } a { $high } minutos.
events-rounds-range = Un torneo suizo tiene de { $low } a { $high } rondas.
events-starts-in-range = Un torneo empieza en un plazo de { $low } a { $high } minutos.
events-list-head =
    { $n ->
        [0] No hay ningún torneo en curso ni previsto en este servidor.
       *[other] Torneos de este servidor:
    }
events-list-line = #{ $id } **{ $name }**: { $kind } de { $game }, { $status } { $link }

## Desafíos con los mismos repartos (bot.features.challenge)
events-button-play = Jugar
events-challenge-give-up = Abandonar este reparto
events-challenge-hidden = oculto
events-challenge-wins =
    { $n ->
        [one] { $n } victoria
       *[other] { $n } victorias
    }
events-challenge-time = tiempo { $time }
events-challenge-panel-head = **{ $name }**: { $game }, reparto { $deal } de { $deals } · solo tú ves esta mesa · termina { $when }
events-challenge-panel-over =
    { $left ->
        [0] Ese era tu último reparto. Los resultados aparecerán cuando termine el desafío, { $when }.
        [1] Reparto terminado. Pulsa **Jugar** en el mensaje del desafío para tu último reparto.
       *[other] Reparto terminado. Pulsa **Jugar** en el mensaje del desafío para tu siguiente reparto (quedan { $left }).
    }
events-challenge-not-yours = Este es el reparto de { $owner }; no se ha cambiado nada. Pulsa Jugar en el mensaje del desafío para jugar el tuyo.
events-challenge-deal-over = Este reparto ha terminado; no se ha cambiado nada.
events-challenge-stale = Ese botón es de una posición anterior de tu reparto; no se ha cambiado nada. Así está ahora:
events-challenge-reopened = Tu reparto, tal como lo dejaste (un intento por reparto: es el mismo reparto).
events-challenge-hints-off = Sin pistas: cada uno juega estos repartos sin ayuda.
events-challenge-no-hints = No hay pistas en un desafío con los mismos repartos: cada uno juega sus repartos sin ayuda. No se ha cambiado nada.
events-challenge-over = **{ $name }** ha terminado: ya no se pueden jugar más repartos. Su clasificación muestra cómo le fue a cada uno.
events-challenge-not-yet = **{ $name }** empieza { $when }.
events-challenge-all-played = Has jugado todos los repartos de **{ $name }**. Los resultados aparecerán cuando termine, { $when }.
events-challenge-deal-played = Ya has jugado el reparto { $deal } de **{ $name }**: un intento por reparto.
events-deals-range = Un desafío tiene de { $low } a { $high } repartos.
events-hours-range = Un desafío dura de { $low } a { $high } horas.
