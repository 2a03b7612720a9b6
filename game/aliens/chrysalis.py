"""Chrysalis (Cosmic Alliance): eight tokens on its sheet at game setup (six in a four-planet game); at the
start of every encounter it must discard one. When none are left it looks at the top ten flares of the
unused flare deck, picks one whose alien has no game-setup text and may play in this game, and becomes that
alien for the rest of the game: its flare goes into the hand, the other nine leave the game, and the
Chrysalis sheet goes back to the box (FAQ erratum).

Readings (docs/rules.md): the change comes as the last token is discarded; a Cosmic Zapped discard leaves
the token (it is a use); with fewer than ten unused flares it looks at them all; if none of them fits it
stays the Chrysalis, with no token, and looks again at the start of the next encounter (nothing is removed
then). The flares it looks at are seen by its player alone; the table sees which alien it became.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, metamorphosis
from game.alien_texts import Teller
from game.cards.catalog import FLARE_ALIEN
from game.core import Events, answer, ask_choice, note, push, step
from game.hooks import ANY, RED, Power, Use, register
from game.moments import Moment, Setup
from game.prompts import Prompt
from game.state import GameState
from game.windows import END, REGROUP, USING, power_use_pending

NAME = "Chrysalis"
TOKENS, SHORT_TOKENS = 8, 6  # six in a four-planet game
LOOK = 10  # flares looked at
SUPER = "super"  # scratch: the Super was played on the discard about to resolve
SUPER_TOKENS = 2


def key(seat: int) -> str:
    """The seat's tokens in ``state.extra``."""
    return f"{NAME}/{seat}"


def tokens(state: GameState, seat: int) -> int:
    """Tokens left on ``seat``'s sheet."""
    data = state.extra.get(key(seat))
    return int(data.get("tokens", 0)) if isinstance(data, dict) else 0


@step("chrysalis_look")
def _look(state: GameState, ev: Events, seat: int) -> None:
    """No token left: the top flares of the unused deck, seen by the Chrysalis alone; it picks one."""
    cards = metamorphosis.unused_top(state, LOOK)
    fit = metamorphosis.flares_fit(state, seat, cards)
    note(ev, "chrysalis_looks", seat=seat, count=len(cards), fits=len(fit))
    note(ev, "chrysalis_flares", to=(seat,), seat=seat, cards=list(cards))
    if not fit:
        return
    options = [
        {"type": "chrysalis_pick", "flare": c, "alien": FLARE_ALIEN[c], "looked": list(cards)} for c in fit
    ]
    ask_choice(state, ev, seat, "chrysalis_pick", options)


@answer("chrysalis_pick")
def _on_pick(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, flare = prompt.seat, int(action["flare"])
    looked = [int(c) for c in action["looked"]]
    metamorphosis.flare_to_hand(state, seat, flare)
    note(ev, "chrysalis_flare", to=(seat,), seat=seat, card=flare)
    metamorphosis.remove_from_game(state, [c for c in looked if c != flare])
    metamorphosis.become_alien(state, ev, seat, str(action["alien"]))


@step("chrysalis_wild")
def _wild(state: GameState, ev: Events, seat: int) -> None:
    """The Wild: flares drawn one at a time from the unused deck until one's alien fits; those passed over
    leave the game (FAQ); the holder becomes the alien of the one that fits, its flare into the hand."""
    passed: list[int] = []
    for card in metamorphosis.unused_top(state, len(state.unused_flares)):
        if metamorphosis.flares_fit(state, seat, [card]):
            metamorphosis.remove_from_game(state, passed)
            note(ev, "chrysalis_passed", seat=seat, count=len(passed))
            metamorphosis.flare_to_hand(state, seat, card)
            note(ev, "chrysalis_flare", to=(seat,), seat=seat, card=card)
            metamorphosis.become_alien(state, ev, seat, FLARE_ALIEN[card])
            return
        passed.append(card)


class Chrysalis(Power):
    """Change."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    setup: ClassVar[bool] = True
    summary: ClassVar[str] = (
        "Game setup: eight tokens on your sheet (six with four planets each). At the start of every "
        "encounter discard one. When none are left, look at the top ten unused flares, pick one whose alien "
        "has no game-setup text and may play here, and become that alien for the rest of the game (its "
        "flare into your hand, the other nine out of the game). Mandatory."
    )
    wild_text: ClassVar[str] = (
        "At the end of an encounter, draw flares from the unused flare deck until one's alien has no "
        "game-setup text and may play here: become that alien for good and take its flare; the flares "
        "drawn before it leave the game."
    )
    super_text: ClassVar[str] = "When you discard a token at the start of an encounter, discard two instead."
    flare_source: ClassVar[str] = "faq"
    uses: ClassVar[tuple[Use, ...]] = (Use("change", REGROUP, ANY, mandatory=True),)
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", END, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)  # target: the discard's play
    prompt_titles: ClassVar[dict[str, str]] = {"chrysalis_pick": "Chrysalis: which alien do you become?"}
    use_texts: ClassVar[dict[str, str]] = {"change": "discard a token (none left: change)"}
    narration: ClassVar[dict[str, Teller]] = {
        "chrysalis_token": lambda d, name: f"{name(d['seat'])} discards a token ({d['left']} left).",
        "chrysalis_looks": lambda d, name: (
            f"{name(d['seat'])} looks at {d['count']} unused flares ({d['fits']} would do)."
        ),
        "chrysalis_passed": lambda d, name: (
            f"{name(d['seat'])} passes over {d['count']} flares (out of the game)."
        ),
        "chrysalis_super": lambda d, name: f"{name(d['seat'])} will discard two tokens.",
    }

    hears = (Setup,)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                count = SHORT_TOKENS if state.config.four_planets else TOKENS
                state.extra.setdefault(key(seat), {"tokens": count})  # a scenario may have set them
                note(ev, "chrysalis_token", seat=seat, left=tokens(state, seat))

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            return [{}] if power_use_pending(state, target, seat, NAME, ("change",)) is not None else []
        if use.key == "wild":
            return (
                [{}]
                if not hooks.bound(state, seat)
                and metamorphosis.flares_fit(state, seat, list(state.unused_flares))
                else []
            )
        waiting = key(seat) in state.extra and bool(state.unused_flares)  # no token: it looks again
        return [{}] if tokens(state, seat) or waiting else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        space = hooks.scratch(state, NAME)
        if use == "super":
            space[SUPER] = True
            note(ev, "chrysalis_super", seat=seat)
            return
        if use == "wild":
            push(state, ("chrysalis_wild", seat))
            return
        left = tokens(state, seat)
        if left:
            left = max(0, left - (SUPER_TOKENS if space.pop(SUPER, False) else 1))
            state.extra[key(seat)] = {"tokens": left}
            note(ev, "chrysalis_token", seat=seat, left=left)
        if not left:
            push(state, ("chrysalis_look", seat))

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        return {"tokens": tokens(state, seat)} if key(seat) in state.extra else {}


register(Chrysalis)
