# Defend and Capture: todo lo que lee quien juega.  Los nombres de las cartas vienen de
# cards.ftl ($card, $enemy...) y llevan su artículo («el Bardo»): las frases evitan «a» y
# «de» justo delante de un nombre.  Las casillas ($slot) son los mensajes defend-and-capture-slot-*.

## La entrada del juego en los menús

defend-and-capture-summary = Decktet en solitario: defiende las murallas y captura 12 enemigos antes de sufrir 20 de daño.
defend-and-capture-act-hint = elige tu jugada
defend-and-capture-wait-hint = Ahora no tienes nada que hacer.
defend-and-capture-solo-only = { $title } es un juego en solitario.
defend-and-capture-metric-damage = menos daño
defend-and-capture-metric-turns = menos turnos

## Casillas y valores de reserva

defend-and-capture-slot-d1 = Defensa izquierda
defend-and-capture-slot-d2 = Defensa centro
defend-and-capture-slot-d3 = Defensa derecha
defend-and-capture-slot-s1 = Flanco arriba
defend-and-capture-slot-s2 = Flanco centro
defend-and-capture-slot-s3 = Flanco abajo
defend-and-capture-the-table = la mesa
defend-and-capture-nothing = nada
defend-and-capture-that-card = esa carta
defend-and-capture-slot-with-card = { $slot } ({ $card })

## Acciones

defend-and-capture-verb-play = Jugar
defend-and-capture-verb-counter = Contraatacar
defend-and-capture-verb-interchange = Intercambiar
defend-and-capture-verb-sacrifice = Sacrificar
defend-and-capture-verb-withdraw = Retirar
defend-and-capture-verb-end = Terminar acciones
defend-and-capture-verb-discard = Descartar
defend-and-capture-verb-done = Terminar turno

## Preguntas

defend-and-capture-prompt-discard-step = Descarta las cartas que no quieras o termina el turno.
defend-and-capture-prompt-action = Elige una acción.
defend-and-capture-prompt-play-where = ¿Dónde juegas { $card }?
defend-and-capture-prompt-play-which = ¿Qué carta juegas?
defend-and-capture-prompt-counter = ¿Desde qué casilla contraatacas?
defend-and-capture-prompt-interchange-with = ¿Por qué carta capturada cambias { $card }?
defend-and-capture-prompt-interchange-which = ¿Qué carta de tu mano pasas a Capturadas?
defend-and-capture-prompt-sacrifice-below = ¿Qué carta de Daños recuperas (rango menor que { $rank })?
defend-and-capture-prompt-sacrifice-any = ¿Qué carta recuperas?
defend-and-capture-prompt-sacrifice-which = ¿Qué carta de tu mano sacrificas a Daños?
defend-and-capture-prompt-withdraw = ¿Qué carta retiras a tu mano?
defend-and-capture-prompt-discard = ¿Qué carta descartas?
defend-and-capture-prompt-choose = Elige.

## El registro de jugadas (lo que hiciste)

defend-and-capture-log-unknown = Una jugada desconocida.
defend-and-capture-log-play = Jugaste { $card } en { $slot }.
defend-and-capture-log-play-replacing = Jugaste { $card } en { $slot } y descartaste { $old }.
defend-and-capture-log-counter = Contraatacaste desde { $slot } con { $card }.
defend-and-capture-log-interchange = Cambiaste { $card } de tu mano por { $other } de Capturadas.
defend-and-capture-log-sacrifice = Sacrificaste { $card } a Daños y recuperaste { $other }.
defend-and-capture-log-withdraw = Retiraste { $card } de { $slot }.
defend-and-capture-log-end = Terminaste las acciones.
defend-and-capture-log-discard = Descartaste { $card }.
defend-and-capture-log-done = Terminaste el turno.

## Lo que hicieron las reglas

defend-and-capture-event-attack-breach = Ataque en { $slot }: la casilla está vacía y { $enemy } la atraviesa: { $damage } de daño.
defend-and-capture-event-attack-beats = Ataque en { $slot }: { $enemy } ({ $erank }) puede más que { $defender } ({ $drank }), que va a Daños: { $damage } de daño.
defend-and-capture-event-attack-repelled = Ataque en { $slot }: { $enemy } ({ $erank }) no puede con { $defender } ({ $drank }): sin daño.
defend-and-capture-event-hasten = Prisa: con { $n } o más cartas capturadas, los enemigos atacan y avanzan otra vez.
defend-and-capture-event-advance = { $n ->
    [0] Los enemigos avanzan una fila; no quedan cartas para llenar la fila superior.
   *[other] Los enemigos avanzan una fila; { $cards } { $n ->
        [one] llega
       *[other] llegan
    } a la fila superior.
}
defend-and-capture-event-draw = { $n ->
    [0] Turno { $turn }: no quedan cartas para robar.
   *[other] Turno { $turn }: robas { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }.
}
defend-and-capture-event-draw-none = Turno { $turn }: ya tienes { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} en la mano, así que no robas ninguna.
defend-and-capture-event-reshuffle = El mazo se agotó: la pila de descartes ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}) se baraja y forma un mazo nuevo.
defend-and-capture-event-counter = { $did ->
    [none] El contraataque no tiene efecto.
   *[other] El contraataque { $did ->
        [captures] captura { $captured }
        [destroys] destruye { $destroyed }
       *[both] captura { $captured } y destruye { $destroyed }
    }.
}
defend-and-capture-event-interchange = Pasas { $card } a Capturadas y te quedas con { $kept }.
defend-and-capture-event-sacrifice = El sacrificio aumenta tu daño en { $n }.
defend-and-capture-event-stop = { $ending ->
    [timeout] Se acabó el tiempo para la defensa.
    [abandon] Nadie jugó: la partida queda abandonada.
   *[resign] Abandonaste la defensa.
}
defend-and-capture-event-unknown = Algo pasó en la mesa.

## Cómo terminó la partida

defend-and-capture-reason-captured = { $n } enemigos capturados: la ciudad está a salvo. ¡Ganas!
defend-and-capture-reason-damage = El daño llegó a { $damage }: la ciudad cae.
defend-and-capture-reason-sacrifice = El daño llegó a { $damage } tras un sacrificio: la ciudad cae.
defend-and-capture-reason-cap = Sin resultado tras { $turns } turnos: la partida queda abandonada.
defend-and-capture-reason-timeout = Se te acabó el tiempo y pierdes la partida.
defend-and-capture-reason-abandon = Abandonada: nadie jugó.
defend-and-capture-reason-resign = Te rendiste.

## Línea de estado

defend-and-capture-status = Turno { $turn } · daño { $damage } de { $limit } · capturadas { $captured } de { $goal }
defend-and-capture-status-discard = Turno { $turn } · daño { $damage } de { $limit } · capturadas { $captured } de { $goal } · paso de descarte
defend-and-capture-status-actions = Turno { $turn } · daño { $damage } de { $limit } · capturadas { $captured } de { $goal } · quedan { $left } de { $y ->
    [one] { $y } acción
   *[other] { $y } acciones
}

## Por qué se rechaza una jugada

defend-and-capture-illegal-not-a-move = Esa no es una jugada de { $title }.
defend-and-capture-illegal-discard-step = No te quedan acciones este turno: descarta cartas o termina el turno.
defend-and-capture-illegal-actions-step = Termina primero tus acciones (elige «Terminar acciones») antes de descartar.
defend-and-capture-illegal-partial = Esa no es una jugada «{ $verb }» completa.
defend-and-capture-illegal-not-in-hand = No está en tu mano: { $card }.
defend-and-capture-illegal-card-not-in-hand = Esa carta no está en tu mano.
defend-and-capture-illegal-not-a-slot = Esa no es una casilla de la mesa: elige una casilla de Defensa o de Flanco.
defend-and-capture-illegal-empty-slot = No hay ninguna carta en { $slot }: no hay nada { $verb ->
    [counter] con qué contraatacar
   *[withdraw] que retirar
}.
defend-and-capture-illegal-interchange = Para intercambiar necesitas una carta que esté en Capturadas.
defend-and-capture-illegal-sacrifice-damaged = Para sacrificar necesitas una carta que esté en Daños.
defend-and-capture-illegal-sacrifice-rank = Para sacrificar necesitas una carta de Daños de rango menor que la carta de tu mano.
defend-and-capture-illegal = Esa jugada no está permitida ahora.

## Botones de jugadas completas (80 caracteres como máximo; si no, una forma más corta)

defend-and-capture-label-play = Jugar { $card } en { $slot }
defend-and-capture-label-play-discarding = Jugar { $card } en { $slot } y descartar { $old }
defend-and-capture-label-play-discards = Jugar { $card } en { $slot } (descarta { $old })
defend-and-capture-label-play-discarding-there = Jugar { $card } en { $slot } y descartar la carta que hay
defend-and-capture-label-interchange = Cambiar { $card } por { $other } de Capturadas{ $gain ->
    [more] {" "}(+1 acción, -1 robo)
    [fewer] {" "}(-1 acción, +1 robo)
   *[same] {""}
}
defend-and-capture-label-interchange-short = Cambiar por { $other } de Capturadas
defend-and-capture-label-withdraw = Retirar { $card } de { $slot } a tu mano
defend-and-capture-label-end-turn = Terminar acciones y turno (nada que descartar)
defend-and-capture-label-end = Terminar acciones ({ $n } sin usar)
defend-and-capture-label-discard = Descartar { $card }
defend-and-capture-label-discard-last = Descartar { $card } y terminar el turno
defend-and-capture-label-done-names = Terminar turno y quedarte con { $cards }
defend-and-capture-label-done = Terminar turno y quedarte con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
defend-and-capture-label-counter-none = Contraatacar desde { $slot }: sin efecto
defend-and-capture-label-counter = Contraatacar desde { $slot }: { $says }
defend-and-capture-label-counter-short = { $slot }: { $says }
defend-and-capture-counter-says = { $did ->
    [captures] captura { $captured }
    [destroys] destruye { $destroyed }
   *[both] captura { $captured }, destruye { $destroyed }
}{ $won ->
    [yes] {" "}(ganas)
   *[other] {""}
}
defend-and-capture-counter-says-count = { $did ->
    [captures] captura { $captured }
    [destroys] destruye { $destroyed }
   *[both] captura { $captured }, destruye { $destroyed }
}{ $won ->
    [yes] {" "}(ganas)
   *[other] {""}
}
defend-and-capture-sacrifice-cost-falls = +{ $added } de daño: la ciudad cae
defend-and-capture-sacrifice-cost = +{ $added } de daño, { $total } de { $limit }
defend-and-capture-label-sacrifice = Sacrificar { $card } y recuperar { $taken } ({ $cost })
defend-and-capture-label-sacrifice-for = Sacrificar { $card } por { $taken } ({ $cost })
defend-and-capture-label-sacrifice-take = Recuperar { $taken } ({ $cost })

## El motivo de la pista

defend-and-capture-why-counter = Contraataca desde { $slot }: { $did ->
    [captures] capturas { $captured }
    [destroys] destruyes { $destroyed }
   *[both] capturas { $captured } y destruyes { $destroyed }
}{ $won ->
    [yes] , y con eso ganas la partida
   *[other] {""}
}.
defend-and-capture-why-play-sets-up = Juega { $card } en { $slot }: después, un contraataque desde { $from } puede capturar { $targets }.
defend-and-capture-why-play-repels = Juega { $card } en { $slot }: resistirá cuando { $enemy } ataque esa casilla en el próximo turno.
defend-and-capture-why-play-absorbs = Juega { $card } en { $slot }: cuando { $enemy } ataque, solo sufrirás { $damage } de daño en lugar de { $was }.
defend-and-capture-why-end = Termina tus acciones: ninguna de las jugadas que quedan hace más bien que mal este turno.
defend-and-capture-why-done = Termina el turno quedándote con { $cards }: { $n ->
    [one] puede hacer falta
   *[other] pueden hacer falta
} en la mesa.
defend-and-capture-why-discard = Descarta { $card }: el próximo turno robarás una carta nueva en su lugar.
defend-and-capture-why-withdraw = Retira { $card } de { $slot }: ahora vale más en tu mano.
defend-and-capture-why-interchange-action = Pasa { $card } a Capturadas y quédate con { $other }: desde el próximo turno tendrás una acción más y robarás una carta menos.
defend-and-capture-why-interchange-draw = Pasa { $card } a Capturadas y quédate con { $other }: desde el próximo turno robarás una carta más y tendrás una acción menos.
defend-and-capture-why-interchange-need = Pasa { $card } a Capturadas y quédate con { $other }: necesitas esa carta en la mano.
