"""Saboteur: face-down trap and decoy tokens beside planets; ships landing by one of them reveal it, and a
trap sends every ship on that planet to the warp (Cosmic Conflict).

Its tokens live in ``state.extra["Saboteur/<seat>"]``: ``{"planets": {planet: kind}, "sheet": [kind, ...]}``.
Which token is which is known to its owner only (``private_info``); everyone sees where its face-down tokens
lie and how many wait on its sheet (``public_info``). A copy of the game dealt again for another seat
shuffles the kinds (``forget``), so a view that leaked one would change (tests/aliens/test_saboteur.py).
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks
from game.board import GONE, ships_on
from game.core import Events, answer, ask_choice, note, push, step, timing_order
from game.hooks import ANY, RED, Power, Use, register
from game.moments import Moment, PhaseStart, Setup
from game.moves import EXTRA, SENT, extra_in_encounter
from game.prompts import Prompt
from game.rng import Rng
from game.state import GameState
from game.windows import LANDED, REGROUP, USING, pending_play

NAME = "Saboteur"
TRAP = "trap"
DECOY = "decoy"
SHEET = -1  # a token's place in a swap: on the sheet (a planet's index otherwise)


def key(seat: int) -> str:
    """The ``state.extra`` key of ``seat``'s tokens."""
    return f"{NAME}/{seat}"


def tokens(state: GameState, seat: int) -> dict[str, Any]:
    """``seat``'s tokens: ``{"planets": {str(planet): kind}, "sheet": [kind, ...]}`` (made empty if none)."""
    data = state.extra.get(key(seat))
    if data is None:
        data = state.extra[key(seat)] = {"planets": {}, "sheet": []}
    return data


def token_at(state: GameState, seat: int, planet: int) -> str:
    """The kind of ``seat``'s token beside ``planet`` ("" if none)."""
    data = state.extra.get(key(seat))
    return str(data["planets"].get(str(planet), "")) if data else ""


def free_planets(state: GameState, seat: int) -> list[int]:
    """Planets still in the game without one of ``seat``'s tokens."""
    placed = tokens(state, seat)["planets"]
    return [p for p, home in enumerate(state.planet_home) if home != GONE and str(p) not in placed]


def _tidy(state: GameState, seat: int) -> None:
    """Tokens beside planets that left the game go back to the sheet."""
    data = tokens(state, seat)
    for planet in [p for p in data["planets"] if state.planet_home[int(p)] == GONE]:
        data["sheet"].append(data["planets"].pop(planet))
    data["sheet"].sort()


def _place_options(state: GameState, seat: int, planet: int) -> list[dict[str, Any]]:
    """The kinds of token on ``seat``'s sheet it may lay by ``planet``."""
    sheet = tokens(state, seat)["sheet"]
    return [{"type": "saboteur_token", "kind": kind, "planet": planet} for kind in sorted(set(sheet))]


def _place(state: GameState, ev: Events, seat: int, kind: str, planet: int) -> None:
    data = tokens(state, seat)
    data["sheet"].remove(kind)
    data["planets"][str(planet)] = kind
    note(ev, "saboteur_token_placed", seat=seat, planet=planet)  # face down: the kind stays secret


# Laying a token is asked in three short steps, so that every prompt fits one page even at seven players
# (35 planets, two kinds): the system, then the planet in it, then the kind (each step with a single legal
# option is taken without asking). ``how`` says which lay it is: "setup" or "rearm" (the ctx of the last
# step: ``saboteur_setup`` or ``saboteur_rearm_place``).
LAST_STEP = {"setup": "saboteur_setup", "rearm": "saboteur_rearm_place"}


def ask_lay(state: GameState, ev: Events, seat: int, how: str) -> None:
    """Ask ``seat`` where to lay a token from its sheet: first the system (a home system, by its owner)."""
    free = free_planets(state, seat)
    if not free or not tokens(state, seat)["sheet"]:
        return
    systems = sorted({state.planet_home[p] for p in free})
    options = [{"type": "saboteur_system", "system": s, "how": how} for s in systems]
    ask_choice(state, ev, seat, "saboteur_system", options)


@answer("saboteur_system")
def _on_system(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, system, how = prompt.seat, int(action["system"]), str(action["how"])
    planets = [p for p in free_planets(state, seat) if state.planet_home[p] == system]
    options = [{"type": "saboteur_planet", "planet": p, "how": how} for p in planets]
    ask_choice(state, ev, seat, "saboteur_planet", options)


@answer("saboteur_planet")
def _on_planet(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, how = prompt.seat, str(action["how"])
    ask_choice(state, ev, seat, LAST_STEP[how], _place_options(state, seat, int(action["planet"])))


@step("saboteur_setup")
def setup_place(state: GameState, ev: Events, seat: int) -> None:
    """Game setup: the Saboteur places the next token of its sheet face down beside a planet of its
    choice, one token at most by a planet, until the sheet is empty."""
    ask_lay(state, ev, seat, "setup")


@answer("saboteur_setup")
def _on_setup_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _place(state, ev, prompt.seat, str(action["kind"]), int(action["planet"]))
    push(state, ("saboteur_setup", prompt.seat))


@answer("saboteur_rearm_place")
def _on_rearm_place(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    _place(state, ev, prompt.seat, str(action["kind"]), int(action["planet"]))


def _locations(state: GameState, seat: int) -> list[int]:
    """Where ``seat``'s tokens are: planets, and ``SHEET`` if some wait on the sheet."""
    data = tokens(state, seat)
    return sorted(int(p) for p in data["planets"]) + ([SHEET] if data["sheet"] else [])


PAGE = 9  # options a prompt shows at once (the panel's number keys)


def _swap_options(state: GameState, seat: int, first: int) -> list[dict[str, Any]]:
    """The swap's choices: the token that moves (``first`` < -1: not chosen yet), or what it swaps with."""
    if first < SHEET:
        return [
            {"type": "saboteur_swap", "first": p}
            for p in sorted(int(q) for q in tokens(state, seat)["planets"])
        ]
    return _swap_second_options(state, seat, first)


def ask_swap(state: GameState, ev: Events, seat: int, first: int = -2) -> None:
    """Ask one step of a swap (``first`` < -1: which token moves; else what it swaps with). More choices
    than a page holds (seven players: up to 21 tokens) are asked system first (``saboteur_swap_system``;
    the sheet counts as one more), then among that system's tokens."""
    ctx = "saboteur_swap_first" if first < SHEET else "saboteur_swap_second"
    options = _swap_options(state, seat, first)
    if len(options) <= PAGE:
        ask_choice(state, ev, seat, ctx, options)
        return
    key = "first" if first < SHEET else "second"
    groups = sorted({_group(state, int(o[key])) for o in options})
    picks = [{"type": "saboteur_swap_system", "system": g, "first": first} for g in groups]
    ask_choice(state, ev, seat, "saboteur_swap_system", picks)


def _group(state: GameState, loc: int) -> int:
    """The system a token's place belongs to (``SHEET`` for the sheet)."""
    return SHEET if loc == SHEET else int(state.planet_home[loc])


@answer("saboteur_swap_system")
def _on_swap_system(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, first, system = prompt.seat, int(action["first"]), int(action["system"])
    ctx = "saboteur_swap_first" if first < SHEET else "saboteur_swap_second"
    key = "first" if first < SHEET else "second"
    options = [o for o in _swap_options(state, seat, first) if _group(state, int(o[key])) == system]
    ask_choice(state, ev, seat, ctx, options)


@answer("saboteur_swap_first")
def _on_swap_first(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    ask_swap(state, ev, prompt.seat, int(action["first"]))


@answer("saboteur_swap_second")
def _on_swap_second(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    seat, first, second = prompt.seat, int(action["first"]), int(action["second"])
    data = tokens(state, seat)
    a = data["planets"][str(first)]
    if second == SHEET:  # a token of the sheet takes its place (the owner picks which kind)
        b = str(action.get("kind", data["sheet"][0]))
        data["sheet"].remove(b)
        data["sheet"].append(a)
        data["sheet"].sort()
    else:
        b = data["planets"][str(second)]
        data["planets"][str(second)] = a
    data["planets"][str(first)] = b
    note(ev, "saboteur_tokens_swapped", seat=seat, first=first, second=second)


def _swap_second_options(state: GameState, seat: int, first: int) -> list[dict[str, Any]]:
    data = tokens(state, seat)
    out: list[dict[str, Any]] = []
    for loc in _locations(state, seat):
        if loc == first:
            continue
        if loc == SHEET:
            out += [
                {"type": "saboteur_swap", "first": first, "second": SHEET, "kind": k}
                for k in sorted(set(data["sheet"]))
            ]
        else:
            out.append({"type": "saboteur_swap", "first": first, "second": loc})
    return out


def _landing(state: GameState, target: int) -> dict[str, Any] | None:
    records = state.enc.mods.landings or ()
    return records[target] if 0 <= target < len(records) else None


def _last_landing(landings: list[dict[str, Any]], planet: int) -> dict[str, Any] | None:
    """The last landing record of this encounter on ``planet``, if any."""
    for record in landings[::-1]:
        if record["planet"] == planet:
            return record
    return None


def spring_token(state: GameState, ev: Events, seat: int, planet: int, as_trap: bool = False) -> None:
    """Reveal ``seat``'s token beside ``planet``: a trap (or a decoy the Super makes one) sends every ship
    on the planet to the warp; the token goes back to the sheet either way."""
    data = tokens(state, seat)
    kind = data["planets"].pop(str(planet), "")
    if not kind:
        return
    data["sheet"].append(kind)
    data["sheet"].sort()
    note(ev, "saboteur_token_revealed", seat=seat, planet=planet, token=kind)
    if kind == TRAP or as_trap:
        landing = _last_landing(state.enc.mods.landings or [], planet)
        landed = landing["seats"] if landing else {}
        steps = []
        for s in timing_order(state):
            if not ships_on(state, planet, s):
                continue
            sources: list[list[Any]] = [[planet, ships_on(state, planet, s)]]
            if str(s) in landed and extra_in_encounter(state, s):  # hired ships landed with them (FAQ)
                sources.append([EXTRA, extra_in_encounter(state, s)])
            steps.append(("to_warp", s, sources, SENT, seat))
        push(state, *steps)


class Saboteur(Power):
    """Booby Trap."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Conflict"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "Game setup: take one trap and two decoy tokens per player and lay them face down, one at most by a "
        "planet, beside planets of your choice. Whenever ships land on a planet with one of your tokens, "
        "reveal it: a trap sends every ship on that planet to the warp; either token then returns to your "
        "sheet. At the start of each encounter you may swap two of your tokens, or lay one from your sheet "
        "face down by a planet without one."
    )
    wild_text: ClassVar[str] = (
        "When other players' ships land on a planet of your home system, you may send the ships that just "
        "landed there to the warp."
    )
    super_text: ClassVar[str] = "When one of your decoys is revealed, you may make it act as a trap."
    flare_source: ClassVar[str] = "reconstructed"
    setup: ClassVar[bool] = True
    prompt_titles: ClassVar[dict[str, str]] = {
        "saboteur_system": "Saboteur: lay a token face down: in which system?",
        "saboteur_planet": "Saboteur: by which planet of that system?",
        "saboteur_swap_system": "Saboteur: the token of which system (or your sheet)?",
    }
    hears: ClassVar[tuple[type[Moment], ...]] = (Setup, PhaseStart)
    uses: ClassVar[tuple[Use, ...]] = (
        Use("spring", LANDED, ANY, mandatory=True),
        Use("rearm", REGROUP, ANY),
    )
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", LANDED, ANY),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, ANY),)

    def hear(self, state: GameState, ev: Events, seat: int, moment: Moment) -> None:
        match moment:
            case Setup():
                if key(seat) in state.extra:  # laid already (a scenario's position)
                    return
                data = tokens(state, seat)
                data["planets"] = {}
                data["sheet"] = sorted([TRAP] * state.n + [DECOY] * (2 * state.n))
                note(ev, "saboteur_tokens", seat=seat, count=len(data["sheet"]))
                push(state, ("saboteur_setup", seat))
            case PhaseStart(phase="regroup"):
                _tidy(state, seat)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "spring":
            record = _landing(state, target)
            return (
                [{"planet": record["planet"]}] if record and token_at(state, seat, record["planet"]) else []
            )
        if use.key == "rearm":
            out: list[dict[str, Any]] = []
            if len(_locations(state, seat)) >= 2 and tokens(state, seat)["planets"]:
                out.append({"form": "swap"})
            if tokens(state, seat)["sheet"] and free_planets(state, seat):
                out.append({"form": "place"})
            return out
        if use.key == "wild":
            record = _landing(state, target)
            if record is None or state.planet_home[record["planet"]] != seat:
                return []
            if any(int(s) != seat and c > 0 for s, c in record["seats"].items()):
                return [{"planet": record["planet"]}]
            return []
        # super: the spring about to resolve reveals one of this seat's decoys
        play = pending_play(state, target)
        if play is None or play.get("alien") != NAME or play["use"] != "spring" or play["seat"] != seat:
            return []
        planet = int(play["action"]["planet"])
        return [{"planet": planet}] if token_at(state, seat, planet) == DECOY else []

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "spring":
            planet = int(action["planet"])
            as_trap = planet in hooks.scratch(state, NAME).get("super", ())
            spring_token(state, ev, seat, planet, as_trap)
        elif use == "super":
            hooks.scratch(state, NAME).setdefault("super", []).append(int(action["planet"]))
            note(ev, "saboteur_super", seat=seat, planet=int(action["planet"]))
        elif use == "rearm" and action.get("form") == "place":
            ask_lay(state, ev, seat, "rearm")
        elif use == "rearm":
            ask_swap(state, ev, seat)
        else:  # wild: the ships that just landed, other players' only
            record = _last_landing(state.enc.mods.landings or [], int(action["planet"]))
            if record is None:
                return
            planet = int(record["planet"])
            steps = [
                ("to_warp", int(s), [[planet, min(c, ships_on(state, planet, int(s)))]], SENT, seat)
                for s, c in sorted(record["seats"].items())
                if int(s) != seat and c > 0
            ]
            push(state, *steps)

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = state.extra.get(key(seat))
        if not data:
            return {}
        return {"tokens_by": sorted(int(p) for p in data["planets"]), "tokens_on_sheet": len(data["sheet"])}

    def private_info(self, state: GameState, seat: int) -> dict[str, Any]:
        data = state.extra.get(key(seat))
        if not data:
            return {}
        return {
            "token_kinds": {p: k for p, k in sorted(data["planets"].items(), key=lambda pk: int(pk[0]))},
            "sheet_kinds": list(data["sheet"]),
        }

    def forget(self, state: GameState, seat: int) -> None:
        """Another seat's copy: which face-down token is which is dealt again (kinds shuffled among the
        tokens on planets and the sheet), so nothing another seat sees may depend on them."""
        data = state.extra.get(key(seat))
        if not data:
            return
        places = sorted(data["planets"], key=int)
        kinds = [data["planets"][p] for p in places] + list(data["sheet"])
        Rng(state.rng ^ (seat + 1) * 0x9E3779B97F4A7C15 & ((1 << 64) - 1)).shuffle(kinds)
        data["planets"] = {p: kinds[i] for i, p in enumerate(places)}
        data["sheet"] = sorted(kinds[len(places) :])


register(Saboteur)
