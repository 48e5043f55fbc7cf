# Deck Defence: todo lo que lee quien juega.  Los nombres de las cartas vienen de cards.ftl
# ($card, $enemy, $top...); pilas y casillas van numeradas del 1 al 3.

## La entrada del juego en los menús

dd-summary = Solitario: recluta héroes, explora el mazo y derrota a los 9 enemigos.
dd-act-hint = elige tu jugada
dd-wait-hint = Ahora no tienes nada que hacer.
dd-solo-only = { $title } es un juego para 1 jugador.
dd-option-classic = Modo clásico: descartes boca arriba, Explorar revela cartas
dd-option-classic-label = Modo clásico
dd-option-classic-name = clásico
dd-metric-score = mejor puntuación

## Nombres y valores de reserva

dd-a-card = una carta
dd-an-enemy = un enemigo
dd-nothing = nada
dd-verb-conscript = Reclutar
dd-verb-defeat = Derrotar
dd-verb-explore = Explorar
dd-verb-capture = Capturar
dd-verb-order = Elegir el orden
dd-verb-refill = Rellenar la zona principal
dd-pile-empty = Pila { $pile }: vacía
dd-pile-top = Pila { $pile }: { $card } encima
dd-slot-main = { $card } (casilla principal { $slot })
dd-slot-main-empty = Casilla principal { $slot }: vacía
dd-slot-capture = { $card } (captura { $slot })
dd-slot-capture-empty = Captura { $slot }: vacía
dd-pay = Pagar { $cards } (rango { $total })

## Preguntas

dd-prompt-order = Explorar: devuelve al mazo las cartas que viste en el orden que elijas.
dd-prompt-order-first = ¿Qué carta vista va encima del mazo?
dd-prompt-order-next = ¿Qué carta va después (debajo de las ya elegidas)?
dd-prompt-refill-must = Una carta revelada debe rellenar la casilla principal { $slot }.
dd-prompt-refill = ¿Qué carta revelada rellena la casilla principal { $slot }?
dd-prompt-action = Elige una acción: Reclutar, Derrotar, Capturar o Explorar.
dd-prompt-conscript = ¿Qué carta aliada de la zona principal reclutas?
dd-prompt-conscript-pile = ¿En qué pila pones { $card }?
dd-prompt-conscript-pile-it = ¿En qué pila la pones?
dd-prompt-defeat = ¿A qué enemigo derrotas?
dd-prompt-defeat-pay = ¿Qué cartas de encima de tus pilas descartas? Deben ser cartas de { $attr } cuyos rangos sumen { $total } o más; el pago más barato aparece primero.
dd-prompt-defeat-pay-any = ¿Qué cartas de encima de tus pilas descartas? Deben tener el atributo del enemigo y rangos que sumen { $total } o más; el pago más barato aparece primero.
dd-prompt-explore = ¿De qué pila descartas la carta de encima para explorar?
dd-prompt-capture = ¿Qué enemigo de la zona principal capturas?
dd-prompt-choose = Elige.

## El registro de jugadas (lo que hiciste)

dd-log-unknown = Una jugada que no forma parte de este juego.
dd-log-conscript = Reclutaste { $card } en la pila { $pile }.
dd-log-conscript-empty = Reclutaste { $card } en la pila vacía { $pile }.
dd-log-defeat = Derrotaste { $card } ({ $n } de { $total }) descartando { $count ->
    [one] la carta de encima de la pila { $piles }
   *[other] las cartas de encima de las pilas { $piles }
}.
dd-log-capture = Capturaste { $card } en la casilla de captura { $slot }.
dd-log-capture-full = Capturaste { $card }.
dd-log-explore = Exploraste descartando la carta de encima de la pila { $pile }.
dd-log-order-one = Devolviste { $card } encima del mazo.
dd-log-order = Devolviste las cartas exploradas al mazo, de arriba abajo: { $cards }.
dd-log-refill = Moviste { $card } de la zona revelada a la casilla principal { $slot }.

## Lo que pasó

dd-ev-deal = Se baraja el mazo y { $n ->
    [one] se reparte { $n } carta
   *[other] se reparten { $n } cartas
} a la zona principal.
dd-ev-conscript = Reclutaste { $card } en la pila { $pile }.
dd-ev-conscript-new = Reclutaste { $card } en una pila nueva { $pile }.
dd-ev-defeat = Derrotaste { $card } ({ $n }/{ $total }) descartando { $count ->
    [one] la carta de encima de la pila { $piles }
   *[other] las cartas de encima de las pilas { $piles }
}.
dd-ev-capture = Capturaste { $card } en la casilla de captura { $slot }.
dd-ev-explore = Descartaste la carta de encima de la pila { $pile } para explorar.
dd-ev-look-one = Miras la carta de encima del mazo: { $card }.
dd-ev-look = Miras las { $n } cartas de encima del mazo: { $cards }.
dd-ev-look-nothing = El mazo está vacío, así que Explorar no muestra ninguna carta.
dd-ev-disclose = Explorar revela del mazo: { $cards }.
dd-ev-order-one = Devuelves { $card } encima del mazo.
dd-ev-order = Devuelves las cartas al mazo, de arriba abajo: { $cards }.
dd-ev-refill-draw = Del mazo a la casilla principal { $slot }: { $card }.
dd-ev-refill-disclosed = De la zona revelada a la casilla principal { $slot }: { $card }.
dd-ev-refill-chosen = { $card } rellena la casilla principal { $slot } desde la zona revelada.
dd-ev-refill-choose = La casilla principal { $slot } está vacía: las cartas reveladas la rellenan antes que el mazo.
dd-ev-refill-empty = El mazo está vacío, así que la casilla principal { $slot } se queda vacía.
dd-ev-win = Los { $total } enemigos derrotados: ganas con una puntuación de { $score }.
dd-ev-loss = No queda ninguna acción legal: el fuerte cae con { $n } de { $total } enemigos derrotados.
dd-ev-resign = Te rendiste con { $n } de { $total } enemigos derrotados.
dd-ev-timeout = Se te acabó el tiempo y pierdes con { $n } de { $total } enemigos derrotados.
dd-ev-abandon = Abandonada con { $n } de { $total } enemigos derrotados.
dd-ev-unknown = Algo pasó en la mesa.

## Cómo terminó la partida

dd-reason-win = Ganas con una puntuación de { $score } (objetivo { $target }, máximo posible { $best }): los rangos de las cartas aliadas que no acabaron en la pila de descartes.
dd-reason-resign = Te rendiste.
dd-reason-timeout = Se te acabó el tiempo y pierdes la partida.
dd-reason-abandon = Abandonada: nadie jugó.
dd-reason-stuck = No queda ninguna acción legal, así que el fuerte cae: { $why }.
dd-clause-separator = {"; "}
dd-stuck-no-fit = ninguna carta aliada de la zona principal encaja en una pila
dd-stuck-no-friendly = no hay ninguna carta aliada en la zona principal
dd-stuck-cannot-pay = tus cartas de encima no pueden pagar a ningún enemigo
dd-stuck-no-enemy = no hay ningún enemigo en la zona principal ni en la de captura
dd-stuck-capture-full = la zona de captura está llena
dd-stuck-no-capture = no hay ningún enemigo que capturar en la zona principal
dd-stuck-explore-twice = no se puede Explorar justo después de Explorar
dd-stuck-explore-disclosed = hay { $n } cartas reveladas, así que no se puede Explorar
dd-stuck-explore-hand = no queda ninguna carta de encima para pagar Explorar
dd-stuck-explore = no se puede Explorar

## Línea de estado

dd-status = { $classic ->
    [yes] Modo clásico ·{" "}
   *[other] {""}
}{ $defeated } de { $total } enemigos derrotados · { $deck ->
    [one] { $deck } carta
   *[other] { $deck } cartas
} en el mazo · { $actions ->
    [one] { $actions } acción realizada
   *[other] { $actions } acciones realizadas
}
dd-status-no-explore = No se puede Explorar justo después de Explorar.

## Por qué se rechaza una jugada

dd-illegal-explore-twice = No se puede Explorar dos veces seguidas.
dd-illegal-explore-disclosed = Modo clásico: no se puede Explorar mientras haya { $n } cartas reveladas.
dd-illegal-explore-hand = Explorar cuesta una carta de encima de la zona de mano, y está vacía.
dd-illegal-not-now = Esa jugada no es posible ahora.
dd-illegal-over = Esta partida ha terminado.
dd-illegal-order-first = Primero elige el orden de las cartas exploradas.
dd-illegal-refill-first = Primero elige qué carta revelada rellena la zona principal.
dd-illegal-nothing-to-order = Ahora no hay nada que ordenar ni rellenar.
dd-illegal-order = Devuelve cada carta explorada exactamente una vez, empezando por la de encima del mazo: { $cards }.
dd-illegal-refill = Elige una de las cartas reveladas: { $cards }.
dd-illegal-not-a-move = Esa no es una jugada de este juego.
dd-illegal-capture-not-enemy = Solo se puede capturar una carta enemiga de la zona principal.
dd-illegal-capture-full = La zona de captura está llena: caben como máximo { $n } enemigos.
dd-illegal-explore-empty = Esa pila está vacía: Explorar descarta la carta de encima de una pila que no esté vacía.
dd-illegal-conscript-empty = Esa casilla principal está vacía.
dd-illegal-conscript-enemy = Los enemigos no se pueden reclutar: solo cartas aliadas, de rango 1 a 3.
dd-illegal-conscript-twin = Esa pila ya tiene { $card }: no puede haber dos iguales.
dd-illegal-conscript-mismatch = { $card } no comparte atributo ni rango con la carta de encima { $top }.
dd-illegal-defeat-not-enemy = Elige una carta enemiga de la zona principal o de la de captura.
dd-illegal-defeat-empty = Solo puedes pagar con las cartas de encima de pilas que no estén vacías.
dd-illegal-defeat-attribute = Cada carta descartada debe compartir el atributo del enemigo ({ $attr }).
dd-illegal-defeat-sum = Los rangos descartados deben sumar { $total } o más para vencer el 4 de un enemigo.
dd-illegal-defeat-order = Paga con cada pila como mucho una vez, de izquierda a derecha.

## Botones de jugadas completas (80 caracteres como máximo; si no, una forma más corta)

dd-label-conscript-new = Reclutar { $card } para empezar la pila { $pile }
dd-label-conscript = Reclutar { $card } en la pila { $pile } (sobre { $top })
dd-label-capture = Capturar { $card } de la casilla principal { $slot } a la captura { $free }
dd-label-explore-classic = Explorar: descartar { $card } de la pila { $pile }, revelar { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
dd-label-explore = Explorar: descartar { $card } de la pila { $pile }, ver { $n ->
    [one] la carta de encima
   *[other] las { $n } cartas de encima
}
dd-label-order-one = Devolver { $card } encima del mazo
dd-label-order = Devolver, de arriba abajo: { $cards }
dd-label-order-short = De arriba abajo: { $cards }
dd-label-refill = Rellenar la casilla principal { $slot } con { $card }
dd-label-defeat = { $win ->
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
dd-label-defeat-tops = { $win ->
    [yes] Victoria: derrotar
   *[other] Derrotar
} { $card } descartando las cartas de encima { $count ->
    [1] de la pila { $p1 }
    [2] de las pilas { $p1 }, { $p2 }
   *[other] de las pilas { $p1 }, { $p2 }, { $p3 }
}

## El motivo de la pista

dd-why-defeat = Derrota { $card } con las cartas de encima { $count ->
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
dd-why-conscript-pays = Recluta { $card } en la pila { $pile }: así tus cartas de encima podrán pagar { $enemy }.
dd-why-conscript-builds = Recluta { $card } en la pila { $pile }: te acerca a poder pagar { $enemy }.
dd-why-conscript-frees = Recluta { $card } en la pila { $pile }: libera su casilla principal y añade una carta para pagar más adelante.
dd-why-capture = Captura { $card }: libera su casilla principal y el enemigo espera allí a que lo derrotes más adelante.
dd-why-explore-uncover = Descarta { $card } para explorar: deja al descubierto la carta de debajo.
dd-why-explore = Descarta { $card } para explorar: ninguna otra jugada abre un camino tan bueno, y eliges el orden de las próximas cartas.
dd-why-order-enemy = Pon { $card } encima: en las partidas de prueba lo mejor fue dejar salir primero a ese enemigo.
dd-why-order = Pon { $card } encima: es la carta que puedes usar primero.
dd-why-refill = Pasa { $card } a la zona principal: es la carta que puedes usar primero.
