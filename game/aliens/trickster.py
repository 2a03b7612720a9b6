"""Trickster: as a main player, once alliances are formed, it may settle the encounter by a guess instead
of cards. It hides a cosmic token in one hand; its opponent picks a hand: the token means the Trickster
loses, an empty hand means it wins. No encounter cards are played (``mods.skip_cards``: no Planning, no
Reveal, so no compensation, kickers or powers that need the cards); Resolution runs as usual and the
allies win or lose with their side. Both choices are made at once, in secret (``mods.secret_picks``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.alien_texts import Teller
from game.core import Events, answer, ask, note
from game.hooks import GREEN, MAIN, Power, Use, register
from game.prompts import CHOOSE, Prompt
from game.state import GameState
from game.windows import ALLIANCE, USING, power_use_pending

NAME = "Trickster"
HANDS = ("left", "right")
THREE = ("left", "middle", "right")  # the Super: three places to hide it


def _trick_play(state: GameState, seat: int, target: int) -> bool:
    """Is play ``target`` ``seat``'s use of the Trickster's power, about to resolve?"""
    return power_use_pending(state, target, seat, NAME, ("trick",)) is not None


def start_trick(state: GameState, ev: Events, seat: int, places: tuple[str, ...]) -> None:
    """``seat`` hides the token while its opponent picks a place, both at once and in secret."""
    other = hooks.opponent(state, seat)
    state.enc.mods.skip_cards = True
    state.enc.mods.secret_picks = {}
    note(ev, "token_hidden", seat=seat, player=other, places=list(places))
    ask(state, seat, CHOOSE, "trickster_hide", [{"type": "trickster_hide", "place": p} for p in places])
    ask(state, other, CHOOSE, "trickster_guess", [{"type": "trickster_guess", "place": p} for p in places])


@answer("trickster_hide")
def _on_hide(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _picked(state, ev, prompt.seat, "hide", action["place"])


@answer("trickster_guess")
def _on_guess(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _picked(state, ev, prompt.seat, "guess", action["place"])


def _picked(state: GameState, ev: Events, seat: int, role: str, place: str) -> None:
    """Keep a secret choice; once both are in, show them and decide the encounter."""
    picks = state.enc.mods.secret_picks
    if picks is None:
        picks = state.enc.mods.secret_picks = {}
    picks[role] = [seat, place]
    if "hide" not in picks or "guess" not in picks:
        return
    state.enc.mods.secret_picks = None
    hider, hidden = picks["hide"]
    guesser, guess = picks["guess"]
    found = hidden == guess
    side = hooks.side_of(state, guesser if found else hider)
    if state.enc.mods.winner is None:  # the first outright result stands (FAQ X5)
        state.enc.mods.winner = side
    note(
        ev, "token_found" if found else "token_missed", seat=hider, player=guesser, hidden=hidden, guess=guess
    )


class Trickster(Power):
    """Possibilities."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = GREEN
    summary: ClassVar[str] = (
        "As a main player, once alliances are formed, you may skip the cards: hide a cosmic token in one "
        "hand, and your opponent points at one of your closed hands. If it finds the token you lose the "
        "encounter; if the hand is empty you win. Nobody plays an encounter card; the encounter is then "
        "resolved as usual."
    )
    wild_text: ClassVar[str] = (
        "As a main player, once alliances are formed: settle the encounter by the Trickster's guess "
        "instead of cards (you hide the token, your opponent guesses)."
    )
    super_text: ClassVar[str] = (
        "When you use your power, hide the token in one of three places instead of two: your opponent "
        "must find it among three."
    )
    flare_source: ClassVar[str] = "reconstructed"
    uses: ClassVar[tuple[Use, ...]] = (Use("trick", ALLIANCE, MAIN),)
    prompt_titles: ClassVar[dict[str, str]] = {
        "trickster_hide": "Trickster: hide the token (in secret)",
        "trickster_guess": "Trickster: where is the token? Find it and the Trickster loses",
    }
    use_texts: ClassVar[dict[str, str]] = {"trick": "settle the encounter with a hidden token, not cards"}
    narration: ClassVar[dict[str, Teller]] = {
        "token_hidden": lambda d, name: (
            f"{name(d['seat'])} hides a token; {name(d['player'])} must guess where "
            f"({', '.join(d['places'])})."
        ),
        "token_found": lambda d, name: (
            f"{name(d['player'])} finds the token ({d['guess']}): {name(d['seat'])} loses the encounter."
        ),
        "token_missed": lambda d, name: (
            f"{name(d['player'])} points {d['guess']}, the token was {d['hidden']}: {name(d['seat'])} wins."
        ),
    }
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)  # target: the power's play

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "super":
            return [{}] if _trick_play(state, seat, target) else []
        mods = state.enc.mods
        if hooks.opponent(state, seat) < 0 or mods.skip_cards or mods.winner is not None:
            return []
        return [{}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["three"] = True  # read when the trick resolves
            return
        three = use == "trick" and hooks.scratch(state, NAME).pop("three", False)
        start_trick(state, ev, seat, THREE if three else HANDS)


register(Trickster)
