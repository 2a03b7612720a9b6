"""Disease: when destiny names another player (its colour, or a special card aimed at it; with a wild,
only the player chosen as the defense), Disease may infect that player: from one of its colonies of three
or more ships in that player's home system it moves one or more ships to another planet of that system."""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import colonies, move, ships_on, system_planets
from game.cards.catalog import CARD_KIND, DESTINY, DESTINY_COLOUR, DESTINY_WILD
from game.core import Events, answer, ask, ask_choice, note, push
from game.deck import discard_cards
from game.hooks import ANY, RED, Power, Use, register
from game.moves import LOST
from game.phases.destiny import seat_of_colour, special_choice
from game.prompts import CARDS, Prompt
from game.state import GameState
from game.windows import DESTINY_DRAWN, LAUNCH, REGROUP, redirect_flare

NAME = "Disease"
COLONY = 3  # ships a colony needs to spread
WILD_LOSS = 3  # ships lost by each player who revealed a card type someone else revealed too
PICKS = "_picks"  # scratch, secret: {str(seat): card} chosen under the Wild


def named_player(state: GameState, card: int, seat: int) -> int:
    """The other player a drawn destiny card names for ``seat`` (-1: none, or a wild)."""
    if card < 0:
        return -1
    kind, arg = DESTINY[card]
    if kind == DESTINY_WILD:
        return -1
    player = seat_of_colour(state, int(arg)) if kind == DESTINY_COLOUR else special_choice(state, str(arg))
    return player if player != seat else -1


def spreads(state: GameState, seat: int, player: int) -> list[dict[str, Any]]:
    """``{"player", "planet", "dest"}``: a colony of ``seat`` of at least three ships in ``player``'s home
    system, and another planet of that system to spread to."""
    if player < 0 or player == seat:
        return []
    home = system_planets(state, player)
    return [
        {"player": player, "planet": src, "dest": dst}
        for src in home
        if ships_on(state, src, seat) >= COLONY
        for dst in home
        if dst != src
    ]


class Disease(Power):
    """Contagion."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Incursion"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "When a destiny card names another player (its colour, or a special card aimed at it; with a wild, "
        "only the player chosen as the defense), you may infect that player: from one of your colonies of "
        "three or more ships in its home system, move one or more ships to any other planet of that "
        "system, beside any ships there. Not as the defense."
    )
    wild_text: ClassVar[str] = (
        "At the start of any Regroup: every other player picks a card from its hand in secret; all are shown "
        "at once and discarded. Each player whose card is of a type someone else also showed loses 3 ships "
        "of its choice to the warp. The flare then goes to the Disease (discarded if nobody has it)."
    )
    super_text: ClassVar[str] = (
        "At the start of any Regroup: move one of your ships from one of your colonies to another."
    )
    flare_source: ClassVar[str] = "reconstructed"
    phases: ClassVar[tuple[str, ...]] = ("destiny",)
    roles: ClassVar[str] = "when not the defense"
    uses: ClassVar[tuple[Use, ...]] = (Use("infect", DESTINY_DRAWN, ANY), Use("infect_wild", LAUNCH, ANY))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", REGROUP, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", REGROUP, ANY),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        enc = state.enc
        if use.key == "infect":
            if seat == enc.defense:
                return []
            return spreads(state, seat, named_player(state, target, seat))
        if use.key == "infect_wild":
            card = enc.destiny_card
            if card < 0 or DESTINY[card][0] != DESTINY_WILD or enc.defense in (-1, seat):
                return []
            return spreads(state, seat, enc.defense)
        if use.key == "super":
            mine = colonies(state, seat)
            return [{"planet": a} for a in mine] if len(mine) > 1 else []
        return [{}] if any(state.hands[s] for s in range(state.n) if s != seat) else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "wild":
            _wild(state, ev, seat)
            return
        src = action["planet"]
        here = ships_on(state, src, seat)
        if use == "super":
            others = [p for p in colonies(state, seat) if p != src]
            if here and others:
                ask_choice(
                    state,
                    ev,
                    seat,
                    "disease_move",
                    [{"type": "move", "planet": src, "dest": p} for p in others],
                )
            return
        dst = action["dest"]
        if here < COLONY or dst not in system_planets(state, action["player"]):
            return  # the position changed while the use waited
        note(ev, "infected", seat=seat, player=action["player"], planet=src)
        options = [{"type": "spread", "ships": k, "planet": src, "dest": dst} for k in range(1, here + 1)]
        ask_choice(state, ev, seat, "disease_spread", options)


register(Disease)


@answer("disease_move")
def _on_move(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if ships_on(state, action["planet"], prompt.seat):
        move(state, ev, prompt.seat, action["planet"], action["dest"], 1)


@answer("disease_spread")
def _on_spread(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    move(state, ev, prompt.seat, action["planet"], action["dest"], action["ships"])


def _wild(state: GameState, ev: Events, seat: int) -> None:
    """Every other player with cards picks one in secret (answers gather in a secret flag)."""
    holders = [s for s in range(state.n) if s != seat and state.hands[s]]
    hooks.scratch(state, NAME)[PICKS] = {"by": seat}
    for s in holders:
        hand = state.hands[s]
        ask(state, s, CARDS, "disease_pick", spec={"type": "disease_pick", "from": list(hand), "count": 1})
    redirect_flare(state, seat, NAME, hooks.owner_of(state, NAME))


@answer("disease_pick")
def _on_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    picks = hooks.scratch(state, NAME)[PICKS]
    picks[str(prompt.seat)] = action["cards"][0]
    if any(p.ctx == "disease_pick" for p in state.prompts):
        return
    by = int(picks.pop("by"))
    shown = {int(s): c for s, c in picks.items()}
    hooks.scratch(state, NAME).pop(PICKS)
    seats = sorted(shown)
    mods = state.enc.mods
    if mods.shown is None:
        mods.shown = []
    mods.shown.extend(shown[s] for s in seats)  # all turn face up at once
    note(ev, "disease_revealed", seats=seats, cards=[shown[s] for s in seats])
    for s in seats:
        mods.shown.remove(shown[s])
    if not mods.shown:
        mods.shown = None
    for s in seats:
        state.hands[s].remove(shown[s])
        discard_cards(state, ev, [shown[s]], s)
    kinds = [CARD_KIND[c] for c in shown.values()]
    losers = [s for s, c in sorted(shown.items()) if kinds.count(CARD_KIND[c]) > 1]
    if losers:
        push(state, *[("lose_ships", s, WILD_LOSS, "disease_wild", LOST, by) for s in losers])
