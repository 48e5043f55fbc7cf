# Defend and Capture: todo lo que lee quien juega.  Los nombres de las cartas vienen de
# cards.ftl ($card, $enemy...) y llevan su artículo («el Bardo»): las frases evitan «a» y
# «de» justo delante de un nombre.  Las casillas ($slot) son los mensajes dc-slot-*.

## La entrada del juego en los menús

dc-summary = Decktet en solitario: defiende las murallas y captura 12 enemigos antes de sufrir 20 de daño.
dc-act-hint = elige tu jugada
dc-wait-hint = Ahora no tienes nada que hacer.
dc-solo-only = { $title } es un juego en solitario.
dc-metric-damage = menos daño
dc-metric-turns = menos turnos

## Casillas y valores de reserva

dc-slot-d1 = Defensa izquierda
dc-slot-d2 = Defensa centro
dc-slot-d3 = Defensa derecha
dc-slot-s1 = Flanco arriba
dc-slot-s2 = Flanco centro
dc-slot-s3 = Flanco abajo
dc-the-table = la mesa
dc-nothing = nada
dc-that-card = esa carta
dc-slot-with-card = { $slot } ({ $card })

## Acciones

dc-verb-play = Jugar
dc-verb-counter = Contraatacar
dc-verb-interchange = Intercambiar
dc-verb-sacrifice = Sacrificar
dc-verb-withdraw = Retirar
dc-verb-end = Terminar acciones
dc-verb-discard = Descartar
dc-verb-done = Terminar turno

## Preguntas

dc-prompt-discard-step = Descarta las cartas que no quieras o termina el turno.
dc-prompt-action = Elige una acción.
dc-prompt-play-where = ¿Dónde juegas { $card }?
dc-prompt-play-which = ¿Qué carta juegas?
dc-prompt-counter = ¿Desde qué casilla contraatacas?
dc-prompt-interchange-with = ¿Por qué carta capturada cambias { $card }?
dc-prompt-interchange-which = ¿Qué carta de tu mano pasas a Capturadas?
dc-prompt-sacrifice-below = ¿Qué carta de Daños recuperas (rango menor que { $rank })?
dc-prompt-sacrifice-any = ¿Qué carta recuperas?
dc-prompt-sacrifice-which = ¿Qué carta de tu mano sacrificas a Daños?
dc-prompt-withdraw = ¿Qué carta retiras a tu mano?
dc-prompt-discard = ¿Qué carta descartas?
dc-prompt-choose = Elige.

## El registro de jugadas (lo que hiciste)

dc-log-unknown = Una jugada desconocida.
dc-log-play = Jugaste { $card } en { $slot }.
dc-log-play-replacing = Jugaste { $card } en { $slot } y descartaste { $old }.
dc-log-counter = Contraatacaste desde { $slot } con { $card }.
dc-log-interchange = Cambiaste { $card } de tu mano por { $other } de Capturadas.
dc-log-sacrifice = Sacrificaste { $card } a Daños y recuperaste { $other }.
dc-log-withdraw = Retiraste { $card } de { $slot }.
dc-log-end = Terminaste las acciones.
dc-log-discard = Descartaste { $card }.
dc-log-done = Terminaste el turno.

## Lo que hicieron las reglas

dc-ev-breach = Ataque en { $slot }: la casilla está vacía y { $enemy } la atraviesa: { $damage } de daño.
dc-ev-beats = Ataque en { $slot }: { $enemy } ({ $erank }) puede más que { $defender } ({ $drank }), que va a Daños: { $damage } de daño.
dc-ev-repelled = Ataque en { $slot }: { $enemy } ({ $erank }) no puede con { $defender } ({ $drank }): sin daño.
dc-ev-hasten = Prisa: con { $n } o más cartas capturadas, los enemigos atacan y avanzan otra vez.
dc-ev-advance-none = Los enemigos avanzan una fila; no quedan cartas para llenar la fila superior.
dc-ev-advance = Los enemigos avanzan una fila; { $cards } { $n ->
    [one] llega
   *[other] llegan
} a la fila superior.
dc-ev-draw-nothing = Turno { $turn }: no quedan cartas para robar.
dc-ev-draw = Turno { $turn }: robas { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}.
dc-ev-draw-none = Turno { $turn }: ya tienes { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
} en la mano, así que no robas ninguna.
dc-ev-reshuffle = El mazo se agotó: la pila de descartes ({ $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}) se baraja y forma un mazo nuevo.
dc-ev-counter = El contraataque { $did ->
    [captures] captura { $captured }
    [destroys] destruye { $destroyed }
   *[both] captura { $captured } y destruye { $destroyed }
}.
dc-ev-counter-none = El contraataque no tiene efecto.
dc-ev-interchange = Pasas { $card } a Capturadas y te quedas con { $kept }.
dc-ev-sacrifice = El sacrificio aumenta tu daño en { $n }.
dc-ev-stop-timeout = Se acabó el tiempo para la defensa.
dc-ev-stop-abandon = Nadie jugó: la partida queda abandonada.
dc-ev-stop-resign = Abandonaste la defensa.
dc-ev-unknown = Algo pasó en la mesa.

## Cómo terminó la partida

dc-reason-captured = { $n } enemigos capturados: la ciudad está a salvo. ¡Ganas!
dc-reason-damage = El daño llegó a { $damage }: la ciudad cae.
dc-reason-sacrifice = El daño llegó a { $damage } tras un sacrificio: la ciudad cae.
dc-reason-cap = Sin resultado tras { $turns } turnos: la partida queda abandonada.
dc-reason-timeout = Se te acabó el tiempo y pierdes la partida.
dc-reason-abandon = Abandonada: nadie jugó.
dc-reason-resign = Te rendiste.

## Línea de estado

dc-status = Turno { $turn } · daño { $damage } de { $limit } · capturadas { $captured } de { $goal }
dc-status-discard = Turno { $turn } · daño { $damage } de { $limit } · capturadas { $captured } de { $goal } · paso de descarte
dc-status-actions = Turno { $turn } · daño { $damage } de { $limit } · capturadas { $captured } de { $goal } · quedan { $left } de { $y ->
    [one] { $y } acción
   *[other] { $y } acciones
}

## Por qué se rechaza una jugada

dc-illegal-not-a-move = Esa no es una jugada de { $title }.
dc-illegal-discard-step = No te quedan acciones este turno: descarta cartas o termina el turno.
dc-illegal-actions-step = Termina primero tus acciones (elige «Terminar acciones») antes de descartar.
dc-illegal-partial = Esa no es una jugada «{ $verb }» completa.
dc-illegal-not-in-hand = No está en tu mano: { $card }.
dc-illegal-card-not-in-hand = Esa carta no está en tu mano.
dc-illegal-not-a-slot = Esa no es una casilla de la mesa: elige una casilla de Defensa o de Flanco.
dc-illegal-empty-slot = No hay ninguna carta en { $slot }: no hay nada { $verb ->
    [counter] con qué contraatacar
   *[withdraw] que retirar
}.
dc-illegal-interchange = Para intercambiar necesitas una carta que esté en Capturadas.
dc-illegal-sacrifice-damaged = Para sacrificar necesitas una carta que esté en Daños.
dc-illegal-sacrifice-rank = Para sacrificar necesitas una carta de Daños de rango menor que la carta de tu mano.
dc-illegal = Esa jugada no está permitida ahora.

## Botones de jugadas completas (80 caracteres como máximo; si no, una forma más corta)

dc-label-play = Jugar { $card } en { $slot }
dc-label-play-discarding = Jugar { $card } en { $slot } y descartar { $old }
dc-label-play-discards = Jugar { $card } en { $slot } (descarta { $old })
dc-label-play-discarding-there = Jugar { $card } en { $slot } y descartar la carta que hay
dc-label-interchange = Cambiar { $card } por { $other } de Capturadas{ $gain ->
    [more] {" "}(+1 acción, -1 robo)
    [fewer] {" "}(-1 acción, +1 robo)
   *[same] {""}
}
dc-label-interchange-short = Cambiar por { $other } de Capturadas
dc-label-withdraw = Retirar { $card } de { $slot } a tu mano
dc-label-end-turn = Terminar acciones y turno (nada que descartar)
dc-label-end = Terminar acciones ({ $n } sin usar)
dc-label-discard = Descartar { $card }
dc-label-discard-last = Descartar { $card } y terminar el turno
dc-label-done-names = Terminar turno y quedarte con { $cards }
dc-label-done = Terminar turno y quedarte con { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
dc-label-counter-none = Contraatacar desde { $slot }: sin efecto
dc-label-counter = Contraatacar desde { $slot }: { $says }
dc-label-counter-short = { $slot }: { $says }
dc-counter-says = { $did ->
    [captures] captura { $captured }
    [destroys] destruye { $destroyed }
   *[both] captura { $captured }, destruye { $destroyed }
}{ $won ->
    [yes] {" "}(ganas)
   *[other] {""}
}
dc-counter-says-count = { $did ->
    [captures] captura { $captured }
    [destroys] destruye { $destroyed }
   *[both] captura { $captured }, destruye { $destroyed }
}{ $won ->
    [yes] {" "}(ganas)
   *[other] {""}
}
dc-sacrifice-cost-falls = +{ $added } de daño: la ciudad cae
dc-sacrifice-cost = +{ $added } de daño, { $total } de { $limit }
dc-label-sacrifice = Sacrificar { $card } y recuperar { $taken } ({ $cost })
dc-label-sacrifice-for = Sacrificar { $card } por { $taken } ({ $cost })
dc-label-sacrifice-take = Recuperar { $taken } ({ $cost })

## El motivo de la pista

dc-why-counter = Contraataca desde { $slot }: { $did ->
    [captures] capturas { $captured }
    [destroys] destruyes { $destroyed }
   *[both] capturas { $captured } y destruyes { $destroyed }
}{ $won ->
    [yes] , y con eso ganas la partida
   *[other] {""}
}.
dc-why-play-sets-up = Juega { $card } en { $slot }: después, un contraataque desde { $from } puede capturar { $targets }.
dc-why-play-repels = Juega { $card } en { $slot }: resistirá cuando { $enemy } ataque esa casilla en el próximo turno.
dc-why-play-absorbs = Juega { $card } en { $slot }: cuando { $enemy } ataque, solo sufrirás { $damage } de daño en lugar de { $was }.
dc-why-end = Termina tus acciones: ninguna de las jugadas que quedan hace más bien que mal este turno.
dc-why-done = Termina el turno quedándote con { $cards }: { $n ->
    [one] puede hacer falta
   *[other] pueden hacer falta
} en la mesa.
dc-why-discard = Descarta { $card }: el próximo turno robarás una carta nueva en su lugar.
dc-why-withdraw = Retira { $card } de { $slot }: ahora vale más en tu mano.
dc-why-interchange-action = Pasa { $card } a Capturadas y quédate con { $other }: desde el próximo turno tendrás una acción más y robarás una carta menos.
dc-why-interchange-draw = Pasa { $card } a Capturadas y quédate con { $other }: desde el próximo turno robarás una carta más y tendrás una acción menos.
dc-why-interchange-need = Pasa { $card } a Capturadas y quédate con { $other }: necesitas esa carta en la mano.
