# Deck Defence: todo lo que lee quien juega.  Los nombres de las cartas vienen de cards.ftl
# ($card, $enemy, $top...); pilas y casillas van numeradas del 1 al 3.

## La entrada del juego en los menús

deck-defence-summary = Solitario: recluta héroes, explora el mazo y derrota a los 9 enemigos.
deck-defence-act-hint = elige tu jugada
deck-defence-wait-hint = Ahora no tienes nada que hacer.
deck-defence-solo-only = { $title } es un juego para 1 jugador.
deck-defence-option-classic = Modo clásico: descartes boca arriba, Explorar revela cartas
deck-defence-option-classic-label = Modo clásico
deck-defence-option-classic-name = clásico
deck-defence-metric-score = mejor puntuación

## Nombres y valores de reserva

deck-defence-a-card = una carta
deck-defence-an-enemy = un enemigo
deck-defence-nothing = nada
deck-defence-verb-conscript = Reclutar
deck-defence-verb-defeat = Derrotar
deck-defence-verb-explore = Explorar
deck-defence-verb-capture = Capturar
deck-defence-verb-order = Elegir el orden
deck-defence-verb-refill = Rellenar la zona principal
deck-defence-pile-empty = Pila { $pile }: vacía
deck-defence-pile-top = Pila { $pile }: { $card } encima
deck-defence-slot-main = { $card } (casilla principal { $slot })
deck-defence-slot-main-empty = Casilla principal { $slot }: vacía
deck-defence-slot-capture = { $card } (captura { $slot })
deck-defence-slot-capture-empty = Captura { $slot }: vacía
deck-defence-pay = Pagar { $cards } (rango { $total })

## Preguntas

deck-defence-prompt-order = Explorar: devuelve al mazo las cartas que viste en el orden que elijas.
deck-defence-prompt-order-first = ¿Qué carta vista va encima del mazo?
deck-defence-prompt-order-next = ¿Qué carta va después (debajo de las ya elegidas)?
deck-defence-prompt-refill-must = Una carta revelada debe rellenar la casilla principal { $slot }.
deck-defence-prompt-refill = ¿Qué carta revelada rellena la casilla principal { $slot }?
deck-defence-prompt-action = Elige una acción: Reclutar, Derrotar, Capturar o Explorar.
deck-defence-prompt-conscript = ¿Qué carta aliada de la zona principal reclutas?
deck-defence-prompt-conscript-pile = ¿En qué pila pones { $card }?
deck-defence-prompt-conscript-pile-it = ¿En qué pila la pones?
deck-defence-prompt-defeat = ¿A qué enemigo derrotas?
deck-defence-prompt-defeat-pay = ¿Qué cartas de encima de tus pilas descartas? Deben ser cartas de { $attr } cuyos rangos sumen { $total } o más; el pago más barato aparece primero.
deck-defence-prompt-defeat-pay-any = ¿Qué cartas de encima de tus pilas descartas? Deben tener el atributo del enemigo y rangos que sumen { $total } o más; el pago más barato aparece primero.
deck-defence-prompt-explore = ¿De qué pila descartas la carta de encima para explorar?
deck-defence-prompt-capture = ¿Qué enemigo de la zona principal capturas?
deck-defence-prompt-choose = Elige.

## El registro de jugadas (lo que hiciste)

deck-defence-log-unknown = Una jugada que no forma parte de este juego.
deck-defence-log-conscript = Reclutaste { $card } en la pila { $pile }.
deck-defence-log-conscript-empty = Reclutaste { $card } en la pila vacía { $pile }.
deck-defence-log-defeat = Derrotaste { $card } ({ $n } de { $total }) descartando { $count ->
    [one] la carta de encima de la pila { $piles }
   *[other] las cartas de encima de las pilas { $piles }
}.
deck-defence-log-capture = Capturaste { $card } en la casilla de captura { $slot }.
deck-defence-log-capture-full = Capturaste { $card }.
deck-defence-log-explore = Exploraste descartando la carta de encima de la pila { $pile }.
deck-defence-log-order-one = Devolviste { $card } encima del mazo.
deck-defence-log-order = Devolviste las cartas exploradas al mazo, de arriba abajo: { $cards }.
deck-defence-log-refill = Moviste { $card } de la zona revelada a la casilla principal { $slot }.

## Lo que pasó

deck-defence-event-deal = Se baraja el mazo y { $count ->
    [one] se reparte { $count } carta
   *[other] se reparten { $count } cartas
} a la zona principal.
deck-defence-event-conscript = { $new_pile ->
    [true] Reclutaste { $card } en una pila nueva { $pile }.
   *[other] Reclutaste { $card } en la pila { $pile }.
}
deck-defence-event-defeat = Derrotaste { $enemy } ({ $defeated }/{ $total }) descartando { $count ->
    [one] la carta de encima de la pila { $piles }
   *[other] las cartas de encima de las pilas { $piles }
}.
deck-defence-event-capture = Capturaste { $enemy } en la casilla de captura { $slot }.
deck-defence-event-explore = Descartaste la carta de encima de la pila { $pile } para explorar.
deck-defence-event-explore-look = { $count ->
    [1] Miras la carta de encima del mazo: { $cards }.
   *[other] Miras las { $count } cartas de encima del mazo: { $cards }.
}
deck-defence-event-explore-nothing = El mazo está vacío, así que Explorar no muestra ninguna carta.
deck-defence-event-explore-disclose = Explorar revela del mazo: { $cards }.
deck-defence-event-order = { $count ->
    [1] Devuelves { $cards } encima del mazo.
   *[other] Devuelves las cartas al mazo, de arriba abajo: { $cards }.
}
deck-defence-event-refill-draw = Del mazo a la casilla principal { $slot }: { $card }.
deck-defence-event-refill-disclosed = De la zona revelada a la casilla principal { $slot }: { $card }.
deck-defence-event-refill-chosen = { $card } rellena la casilla principal { $slot } desde la zona revelada.
deck-defence-event-refill-choose = La casilla principal { $slot } está vacía: las cartas reveladas la rellenan antes que el mazo.
deck-defence-event-refill-empty = El mazo está vacío, así que la casilla principal { $slot } se queda vacía.
deck-defence-event-win = Los { $total } enemigos derrotados: ganas con una puntuación de { $score }.
deck-defence-event-loss = No queda ninguna acción legal: el fuerte cae con { $defeated } de { $total } enemigos derrotados.
deck-defence-event-resign = Te rendiste con { $defeated } de { $total } enemigos derrotados.
deck-defence-event-timeout = Se te acabó el tiempo y pierdes con { $defeated } de { $total } enemigos derrotados.
deck-defence-event-abandon = Abandonada con { $defeated } de { $total } enemigos derrotados.
deck-defence-event-unknown = Algo pasó en la mesa.

## Cómo terminó la partida

deck-defence-reason-win = Ganas con una puntuación de { $score } (objetivo { $target }, máximo posible { $best }): los rangos de las cartas aliadas que no acabaron en la pila de descartes.
deck-defence-reason-resign = Te rendiste.
deck-defence-reason-timeout = Se te acabó el tiempo y pierdes la partida.
deck-defence-reason-abandon = Abandonada: nadie jugó.
deck-defence-reason-stuck = No queda ninguna acción legal, así que el fuerte cae: { $conscript }; { $defeat }; { $capture }; { $explore }.
deck-defence-stuck-no-fit = ninguna carta aliada de la zona principal encaja en una pila
deck-defence-stuck-no-friendly = no hay ninguna carta aliada en la zona principal
deck-defence-stuck-cannot-pay = tus cartas de encima no pueden pagar a ningún enemigo
deck-defence-stuck-no-enemy = no hay ningún enemigo en la zona principal ni en la de captura
deck-defence-stuck-capture-full = la zona de captura está llena
deck-defence-stuck-no-capture = no hay ningún enemigo que capturar en la zona principal
deck-defence-stuck-explore-twice = no se puede Explorar justo después de Explorar
deck-defence-stuck-explore-disclosed = hay { $n } cartas reveladas, así que no se puede Explorar
deck-defence-stuck-explore-hand = no queda ninguna carta de encima para pagar Explorar
deck-defence-stuck-explore = no se puede Explorar

## Línea de estado

deck-defence-status = { $classic ->
    [yes] Modo clásico ·{" "}
   *[other] {""}
}{ $defeated } de { $total } enemigos derrotados · { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
} en el mazo · { $actions ->
    [one] { $actions } acción realizada
   *[other] { $actions } acciones realizadas
}
deck-defence-status-no-explore = No se puede Explorar justo después de Explorar.

## Por qué se rechaza una jugada

deck-defence-illegal-explore-twice = No se puede Explorar dos veces seguidas.
deck-defence-illegal-explore-disclosed = Modo clásico: no se puede Explorar mientras haya { $n } cartas reveladas.
deck-defence-illegal-explore-hand = Explorar cuesta una carta de encima de la zona de mano, y está vacía.
deck-defence-illegal-not-now = Esa jugada no es posible ahora.
deck-defence-illegal-over = Esta partida ha terminado.
deck-defence-illegal-order-first = Primero elige el orden de las cartas exploradas.
deck-defence-illegal-refill-first = Primero elige qué carta revelada rellena la zona principal.
deck-defence-illegal-nothing-to-order = Ahora no hay nada que ordenar ni rellenar.
deck-defence-illegal-order = Devuelve cada carta explorada exactamente una vez, empezando por la de encima del mazo: { $cards }.
deck-defence-illegal-refill = Elige una de las cartas reveladas: { $cards }.
deck-defence-illegal-not-a-move = Esa no es una jugada de este juego.
deck-defence-illegal-capture-not-enemy = Solo se puede capturar una carta enemiga de la zona principal.
deck-defence-illegal-capture-full = La zona de captura está llena: caben como máximo { $n } enemigos.
deck-defence-illegal-explore-empty = Esa pila está vacía: Explorar descarta la carta de encima de una pila que no esté vacía.
deck-defence-illegal-conscript-empty = Esa casilla principal está vacía.
deck-defence-illegal-conscript-enemy = Los enemigos no se pueden reclutar: solo cartas aliadas, de rango 1 a 3.
deck-defence-illegal-conscript-twin = Esa pila ya tiene { $card }: no puede haber dos iguales.
deck-defence-illegal-conscript-mismatch = { $card } no comparte atributo ni rango con la carta de encima { $top }.
deck-defence-illegal-defeat-not-enemy = Elige una carta enemiga de la zona principal o de la de captura.
deck-defence-illegal-defeat-empty = Solo puedes pagar con las cartas de encima de pilas que no estén vacías.
deck-defence-illegal-defeat-attribute = Cada carta descartada debe compartir el atributo del enemigo ({ $attr }).
deck-defence-illegal-defeat-sum = Los rangos descartados deben sumar { $total } o más para vencer el 4 de un enemigo.
deck-defence-illegal-defeat-order = Paga con cada pila como mucho una vez, de izquierda a derecha.

## Botones de jugadas completas (80 caracteres como máximo; si no, una forma más corta)

deck-defence-label-conscript-new = Reclutar { $card } para empezar la pila { $pile }
deck-defence-label-conscript = Reclutar { $card } en la pila { $pile } (sobre { $top })
deck-defence-label-capture = Capturar { $card } de la casilla principal { $slot } a la captura { $free }
deck-defence-label-explore-classic = Explorar: descartar { $card } de la pila { $pile }, revelar { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
deck-defence-label-explore = Explorar: descartar { $card } de la pila { $pile }, ver { $n ->
    [1] la carta de encima
   *[other] las { $n } cartas de encima
}
deck-defence-label-order-one = Devolver { $card } encima del mazo
deck-defence-label-order = Devolver, de arriba abajo: { $cards }
deck-defence-label-order-short = De arriba abajo: { $cards }
deck-defence-label-refill = Rellenar la casilla principal { $slot } con { $card }
deck-defence-label-defeat = { $win ->
    [yes] Victoria: derrotar
   *[other] Derrotar
} { $card }{ $captured ->
    [yes] {" "}(capturado)
   *[other] {""}
} descartando { $paid } ({ $count ->
    [1] pila { $p1 }
    [2] pilas { $p1 }, { $p2 }
   *[other] pilas { $p1 }, { $p2 }, { $p3 }
})
deck-defence-label-defeat-tops = { $win ->
    [yes] Victoria: derrotar
   *[other] Derrotar
} { $card } descartando las cartas de encima { $count ->
    [1] de la pila { $p1 }
    [2] de las pilas { $p1 }, { $p2 }
   *[other] de las pilas { $p1 }, { $p2 }, { $p3 }
}

## El motivo de la pista

deck-defence-why-defeat = Derrota { $card } con las cartas de encima { $count ->
    [1] de la pila { $p1 }
    [2] de las pilas { $p1 } y { $p2 }
   *[other] de las pilas { $p1 }, { $p2 } y { $p3 }
}: pagan { $exact ->
    [yes] justo los { $paid } que cuesta
   *[other] { $paid }, lo mínimo que puedes pagar
} ({ $left ->
    [0] es el último
   *[other] quedarán { $left }
}).
deck-defence-why-conscript-pays = Recluta { $card } en la pila { $pile }: así tus cartas de encima podrán pagar { $enemy }.
deck-defence-why-conscript-builds = Recluta { $card } en la pila { $pile }: te acerca a poder pagar { $enemy }.
deck-defence-why-conscript-frees = Recluta { $card } en la pila { $pile }: libera su casilla principal y añade una carta para pagar más adelante.
deck-defence-why-capture = Captura { $card }: libera su casilla principal y el enemigo espera allí a que lo derrotes más adelante.
deck-defence-why-explore-uncover = Descarta { $card } para explorar: deja al descubierto la carta de debajo.
deck-defence-why-explore = Descarta { $card } para explorar: ninguna otra jugada abre un camino tan bueno, y eliges el orden de las próximas cartas.
deck-defence-why-order-enemy = Pon { $card } encima: en las partidas de prueba lo mejor fue dejar salir primero a ese enemigo.
deck-defence-why-order = Pon { $card } encima: es la carta que puedes usar primero.
deck-defence-why-refill = Pasa { $card } a la zona principal: es la carta que puedes usar primero.
