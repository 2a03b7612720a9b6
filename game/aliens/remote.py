"""Remote (Cosmic Alliance): as a winning main player it may turn one ship of an opposing player in the
encounter into a remote (off the board, onto its sheet); as a main player once the alliances are formed it
may activate remotes: they go to the warp and each owner must ally with it with four ships (all it has if
fewer), emptying colonies if it must. The opposing main player's remotes cannot be activated.

Remotes are kept in ``state.extra["Remote/<seat>"]`` (``{owner: ships}``) and counted for their owners
(``held_ships``); they stay when the power is lost. FAQ: the ships Remote sends to the warp are "lost",
not "losing". Both flare halves are rebuilt (no source prints them): docs/rules.md.
"""

from __future__ import annotations

from typing import Any, ClassVar

from game import hooks, teams
from game.board import ships_at, ships_on_colonies, take
from game.core import Events, answer, ask, note
from game.hooks import MAIN, RED, Power, Use, register, side_of
from game.moves import encounter_loc
from game.phases.alliance import join_alliance
from game.prompts import SHIPS, Prompt
from game.state import GameState
from game.windows import ALLIANCE, REWARDS, USING, pending_play

NAME = "Remote"
FORCED_SHIPS = 4  # ships an activated remote's owner allies with
WILD_SHIPS = 2  # ships the Wild drafts


def key(seat: int) -> str:
    """Where a seat's remotes are kept in ``state.extra``."""
    return f"{NAME}/{seat}"


def remotes(state: GameState, seat: int) -> dict[str, int]:
    """``{owner: ships}`` of ``seat``'s remotes."""
    data: dict[str, int] = state.extra.get(key(seat), {})
    return data


def targets(state: GameState, seat: int) -> list[int]:
    """Opposing players with ships in the encounter, once ``seat``'s side has won."""
    enc = state.enc
    side = side_of(state, seat)
    if enc.outcome not in ("offense", "defense") or side != enc.outcome:
        return []
    out = []
    for s in range(state.n):
        own = side_of(state, s)
        loc = encounter_loc(state, s)
        if own and own != side and loc is not None and ships_at(state, s, loc) > 0:
            out.append(s)
    return out


def draftable(state: GameState, seat: int, owner: int) -> bool:
    """May ``owner`` be made to ally with ``seat``'s side: not a main player, not allied yet, and (Team
    Cosmic) not against its partner."""
    enc = state.enc
    if owner in (state.offense, enc.defense) or enc.allied >> owner & 1:
        return False
    return not state.config.teams or teams.barred_side(state, owner) != side_of(state, seat)


def activatable(state: GameState, seat: int) -> list[int]:
    """Owners of ``seat``'s remotes it may activate now (``draftable``)."""
    return [
        int(o) for o, n in sorted(remotes(state, seat).items()) if n > 0 and draftable(state, seat, int(o))
    ]


def draft(state: GameState, ev: Events, seat: int, owner: int, count: int) -> None:
    """``owner`` must ally with ``seat``'s side with ``count`` ships from its colonies (all it has if
    fewer), emptying colonies if it must."""
    side = side_of(state, seat)
    sources = ships_on_colonies(state, owner)
    count = min(count, sum(c for _, c in sources))
    if count <= 0:
        note(ev, "drafted_none", seat=owner, by=seat)
        return
    if count == sum(c for _, c in sources) or len(sources) == 1:
        join_alliance(state, ev, owner, side, [[loc, min(c, count)] for loc, c in sources if c])
        return
    spec = {"type": "drafted", "sources": sources, "min": count, "max": count, "side": side, "by": seat}
    ask(state, owner, SHIPS, "drafted_ally", spec=spec)


@answer("drafted_ally")
def _on_drafted(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    join_alliance(state, ev, prompt.seat, str(prompt.spec["side"]), action["ships"])


class Remote(Power):
    """Control."""

    name: ClassVar[str] = NAME
    expansion: ClassVar[str] = "Alliance"
    level: ClassVar[int] = RED
    summary: ClassVar[str] = (
        "As a main player, once your side has won, you may take one ship an opposing player has in the "
        "encounter off the board as a remote, kept on your sheet. As a main player once the alliances are "
        "formed, you may activate remotes (not those of the opposing main player): they go to the warp and "
        "each owner must ally with you with four ships (all it has if fewer)."
    )
    wild_text: ClassVar[str] = (
        "As a main player once the alliances are formed: a player who is neither a main player nor an ally "
        "must join your side with two ships of its choice from its colonies."
    )
    super_text: ClassVar[str] = "When you make a remote, take two ships of that player instead of one."
    flare_source: ClassVar[str] = "reconstructed"
    prompt_titles: ClassVar[dict[str, str]] = {"drafted_ally": "You must ally: choose the ships you send"}
    use_texts: ClassVar[dict[str, str]] = {
        "remote": "take a ship of {player} as a remote",
        "activate": "activate the remotes of {players}",
        "wild": "draft {player} as an ally",
    }
    narration: ClassVar[dict[str, Any]] = {
        "remote_taken": lambda d, name: (
            f"{name(d['seat'])} takes {d['count']} ship(s) of {name(d['owner'])} as remotes."
        ),
        "remotes_activated": lambda d, name: (
            f"{name(d['seat'])} activates {d['count']} remote(s) of {name(d['owner'])}: they go to the warp."
        ),
        "drafted_none": lambda d, name: f"{name(d['seat'])} has no ship to ally with.",
    }
    uses: ClassVar[tuple[Use, ...]] = (Use("remote", REWARDS, MAIN), Use("activate", ALLIANCE, MAIN))
    wild: ClassVar[tuple[Use, ...]] = (Use("wild", ALLIANCE, MAIN),)
    super_: ClassVar[tuple[Use, ...]] = (Use("super", USING, MAIN),)

    def options(self, state: GameState, seat: int, use: Use, target: int) -> list[dict[str, Any]]:
        if use.key == "remote":
            return [{"player": p} for p in targets(state, seat)]
        if use.key == "activate":
            owners = activatable(state, seat)
            out: list[dict[str, Any]] = [{"players": [o]} for o in owners]
            if len(owners) > 1:
                out.append({"players": owners})
            return out
        if use.key == "wild":
            return [
                {"player": p}
                for p in range(state.n)
                if draftable(state, seat, p) and ships_on_colonies(state, p)
            ]
        play = pending_play(state, target)
        if play is None or play["seat"] != seat or play.get("alien") != NAME or play["use"] != "remote":
            return []
        return [{"play": target}]

    def resolve(self, state: GameState, ev: Events, seat: int, use: str, action: dict[str, Any]) -> None:
        if use == "super":
            hooks.scratch(state, NAME)["two"] = True
            return
        if use == "wild":
            draft(state, ev, seat, int(action["player"]), WILD_SHIPS)
            return
        if use == "activate":
            data = remotes(state, seat)
            for owner in action["players"]:
                count = data.pop(str(owner), 0)
                state.warp[owner] += count  # lost, not losing (FAQ)
                note(ev, "remotes_activated", seat=seat, owner=owner, count=count)
                draft(state, ev, seat, int(owner), FORCED_SHIPS)
            return
        owner = int(action["player"])
        loc = encounter_loc(state, owner)
        if loc is None:
            return
        wanted = 2 if hooks.scratch(state, NAME).pop("two", False) else 1
        count = min(wanted, ships_at(state, owner, loc))
        if count <= 0:
            return
        take(state, ev, owner, loc, count)
        data = state.extra.setdefault(key(seat), {})
        data[str(owner)] = int(data.get(str(owner), 0)) + count
        note(ev, "remote_taken", seat=seat, owner=owner, count=count)

    def owners_swapped(self, state: GameState, a: int, b: int) -> None:
        for name, value in state.extra.items():
            if name.startswith(NAME + "/"):
                first, second = value.pop(str(a), 0), value.pop(str(b), 0)
                value.update({k: v for k, v in ((str(a), second), (str(b), first)) if v})

    def held_ships(self, state: GameState, owner: int) -> int:
        total = 0
        for name, value in state.extra.items():
            if name.startswith(NAME + "/"):
                total += int(value.get(str(owner), 0))
        return total

    def public_info(self, state: GameState, seat: int) -> dict[str, Any]:
        owners = [int(o) for o, n in sorted(remotes(state, seat).items()) for _ in range(int(n))]
        return {"remotes": owners} if owners else {}


register(Remote)
