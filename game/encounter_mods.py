"""The encounter's modifiers: the engine's vocabulary of changes powers, flares, techs and phases make to
the encounter in progress, as a typed record (``Encounter.mods``); and the aliens' private scratch state,
one namespace per alien (``Encounter.scratch``, read and written through ``game.hooks.scratch``).

Both are cleared with the encounter (a new ``Encounter`` at each Regroup, and at an extra encounter's
start); a rewind to Planning puts them back as they were then (``game.rewind``). Something an alien keeps
across encounters belongs in ``state.extra``.

A modifier is unset while its attribute is None (its default): reading or writing one that no field declares
fails (mypy, and AttributeError at run time: the record is slotted), and setting it to None clears it.

**Plain form.** Saves, journals and state hashes (``game.wire``) hold an encounter's modifiers and
scratch as one ``"flags"`` map, exactly as the engine stored them before the record existed: each set
modifier under its ``key`` (``_META[name]["key"]``, the field's name unless noted), each scratch entry under
``"Alien/key"``, or under the bare name it had before namespaces existed (``LEGACY_SCRATCH``; frozen: a new
alien's keys need no entry). ``to_flags`` and ``load_flags`` convert.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter
from pathlib import Path
from typing import Any, TypeVar

from game import DATA

T = TypeVar("T")
ENGINE = "engine"  # the phases, moves, windows, deck and hooks
TECH = "techs"
CLEARED = "with the encounter"  # the default reset


def _m(writer: str, doc: str, key: str = "", reset: str = CLEARED) -> dict[str, str]:
    """A modifier field's metadata, for the plain form and docs/aliens.md's table: who writes it, what it
    holds, its key in the plain form (if not its name), when it is cleared."""
    return {"key": key, "writer": writer, "doc": doc, "reset": reset}


def need(value: T | None) -> T:
    """A modifier the caller knows is set (an error if it is not)."""
    if value is None:
        raise ValueError("an encounter modifier was read before it was set")
    return value


def deep_copy(value: Any) -> Any:
    """Copy nested plain data (dicts, lists; tuples and scalars are shared)."""
    if isinstance(value, dict):
        return {k: deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [deep_copy(v) for v in value]
    return value


@dataclass(slots=True, init=False, repr=False, eq=False)
class EncounterMods:
    """The encounter's modifiers. Every field is unset (None) until something sets it."""

    # --- the encounter's result and totals ---------------------------------------------------------
    winner: str | None = None
    reversed: bool | None = None
    lower_wins: bool | None = None
    conceded_to: str | None = None
    total_mods: list[list[Any]] | None = None
    value_mods: list[list[Any]] | None = None
    end_calls: list[list[Any]] | None = None
    kickers: dict[str, int] | None = None
    kickers_down: dict[str, int] | None = None
    decided: dict[str, dict[str, Any]] | None = None
    extra_ships: dict[str, int] | None = None
    total_ships: dict[str, int] | None = None
    extra_worth: dict[str, int] | None = None
    gate_planet: dict[str, Any] | None = None
    # --- cards chosen and shown ---------------------------------------------------------------------
    shown: list[int] | None = None
    face_up: dict[str, int] | None = None
    face_up_first: int | None = None
    first_pick: dict[str, Any] | None = None
    face_down: dict[str, int] | None = None
    claims: dict[str, Any] | None = None
    reveal_last: int | None = None
    forced_card: dict[str, int] | None = None
    forced_secret: dict[str, int] | None = None
    attacks_only: bool | None = None
    pledges: dict[str, list[list[Any]]] | None = None
    named_card: dict[str, list[str]] | None = None
    rewards_both: list[int] | None = None
    half_rewards: list[int] | None = None
    skip_cards: bool | None = None
    secret_picks: dict[str, Any] | None = None
    barred: list[int] | None = None
    table_cleared: bool | None = None
    # --- alliances and launch -----------------------------------------------------------------------
    ally_max: dict[str, int] | None = None
    no_ally: list[int] | None = None
    no_offense_ally: list[int] | None = None
    no_defense_invite: bool | None = None
    launch_limit: int | None = None
    launch_replaced: bool | None = None
    frozen_planets: list[int] | None = None
    launch_by: int | None = None
    must_invite: dict[str, list[int]] | None = None
    offense_for: int | None = None
    # --- losses, captures and compensation ----------------------------------------------------------
    losses: list[dict[str, Any]] | None = None
    capture: list[Any] | None = None
    spared: list[int] | None = None
    eradicate: bool | None = None
    land_on: dict[str, int] | None = None
    no_landing: bool | None = None
    compensation: dict[str, dict[str, int]] | None = None
    compensate_as_negotiate: list[int] | None = None
    negotiate_cards: dict[str, int] | None = None
    deal_loss: dict[str, int] | None = None
    doubled_losses: list[int] | None = None
    added_losses: dict[str, int] | None = None
    # --- draws, retrievals and discards -------------------------------------------------------------
    draws: list[dict[str, int]] | None = None
    retrievals: list[dict[str, int]] | None = None
    landings: list[dict[str, Any]] | None = None
    takes: list[dict[str, int]] | None = None
    discard_between: list[int] | None = None
    new_hand_partial: list[int] | None = None
    new_hand_rest: dict[str, int] | None = None
    drawn: list[list[int]] | None = None
    draw_watch: dict[str, list[int]] | None = None
    discard_watch: list[list[Any]] | None = None
    gained: dict[str, list[int]] | None = None
    quake: bool | None = None
    regroup_by: int | None = None
    regroup_count: int | None = None
    no_retrieve: bool | None = None
    # --- destiny, encounters and the game's end -----------------------------------------------------
    destiny_pick: int | None = None
    destiny_redraws: int | None = None
    extra_encounter: list[int] | None = None
    another_encounter: bool | str | None = None
    interrupting: bool | None = None
    won: list[int] | None = None
    # --- the framework ------------------------------------------------------------------------------
    zapped_aliens: dict[str, list[str]] | None = None
    seen: dict[str, Any] | None = None
    rewind_point: dict[str, Any] | None = None
    rewound: bool | None = None
    replay_flares: list[list[Any]] | None = None
    # --- techs (game.techs) ---------------------------------------------------------------------------
    techs_used: list[str] | None = None
    tech_pending: list[dict[str, Any]] | None = None
    xenon_lasers: dict[str, int] | None = None
    prometheus_send: list[int] | None = None
    lunar_cannon_moved: list[int] | None = None
    qax_given: int | None = None
    gluon_mines: dict[str, Any] | None = None
    # --- hazards (game.hazards) -------------------------------------------------------------------
    hazard: int | None = None
    ships_leave_game: bool | None = None

    def __init__(self) -> None:
        # every field written out (not the dataclass's generated __init__, which the compiled build
        # would run as interpreted code at every new encounter); tests/test_encounter_mods.py checks
        # that none is missing
        self.winner = None
        self.reversed = None
        self.lower_wins = None
        self.conceded_to = None
        self.total_mods = None
        self.value_mods = None
        self.end_calls = None
        self.kickers = None
        self.kickers_down = None
        self.decided = None
        self.extra_ships = None
        self.total_ships = None
        self.extra_worth = None
        self.gate_planet = None
        self.shown = None
        self.face_up = None
        self.face_up_first = None
        self.first_pick = None
        self.face_down = None
        self.claims = None
        self.reveal_last = None
        self.forced_card = None
        self.forced_secret = None
        self.attacks_only = None
        self.pledges = None
        self.named_card = None
        self.rewards_both = None
        self.half_rewards = None
        self.skip_cards = None
        self.secret_picks = None
        self.barred = None
        self.table_cleared = None
        self.ally_max = None
        self.no_ally = None
        self.no_offense_ally = None
        self.no_defense_invite = None
        self.launch_limit = None
        self.launch_replaced = None
        self.frozen_planets = None
        self.launch_by = None
        self.must_invite = None
        self.offense_for = None
        self.losses = None
        self.capture = None
        self.spared = None
        self.eradicate = None
        self.land_on = None
        self.no_landing = None
        self.compensation = None
        self.compensate_as_negotiate = None
        self.negotiate_cards = None
        self.deal_loss = None
        self.doubled_losses = None
        self.added_losses = None
        self.draws = None
        self.retrievals = None
        self.landings = None
        self.takes = None
        self.discard_between = None
        self.new_hand_partial = None
        self.new_hand_rest = None
        self.drawn = None
        self.draw_watch = None
        self.discard_watch = None
        self.gained = None
        self.quake = None
        self.regroup_by = None
        self.regroup_count = None
        self.no_retrieve = None
        self.destiny_pick = None
        self.destiny_redraws = None
        self.extra_encounter = None
        self.another_encounter = None
        self.interrupting = None
        self.won = None
        self.zapped_aliens = None
        self.seen = None
        self.rewind_point = None
        self.rewound = None
        self.replay_flares = None
        self.techs_used = None
        self.tech_pending = None
        self.xenon_lasers = None
        self.prometheus_send = None
        self.lunar_cannon_moved = None
        self.qax_given = None
        self.gluon_mines = None
        self.hazard = None
        self.ships_leave_game = None

    def __bool__(self) -> bool:
        """Is any modifier set?"""
        return _any_set(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, EncounterMods):
            return NotImplemented
        return _GET(self) == _GET(other)

    def __repr__(self) -> str:
        shown = (f"{k}={v!r}" for k, v in zip(NAMES, _GET(self), strict=True) if v is not None)
        return f"EncounterMods({', '.join(shown)})"

    def copy(self) -> EncounterMods:
        """A copy that shares nothing mutable with this one."""
        return _copy(self) if _any_set(self) else EncounterMods()


# Each modifier's metadata (``_m``), by field: kept beside the class, not in ``field(metadata=...)``,
# so that the compiled build (mypyc) makes the record a native class.
_META: dict[str, dict[str, str]] = {
    "winner": _m(
        "powers, techs",
        "outright result: a side or 'both_lose'; the first one stands",
    ),
    "reversed": _m("powers", "the result is reversed after every other change"),
    "lower_wins": _m("powers", "the lower total wins"),
    "conceded_to": _m(
        "powers (Industrialist)",
        "a side the loser let win once the result was known (REWARDS): it wins, after every other change",
    ),
    "total_mods": _m(
        ENGINE + " (hooks.add_total_mod)",
        "[alien, seat, key]: total modifiers registered, applied at Resolution",
    ),
    "value_mods": _m(ENGINE + " (hooks.add_value_mod)", "[alien, seat, key]: card value changes registered"),
    "end_calls": _m(ENGINE + " (hooks.add_end_call)", "[alien, seat, key]: calls due as the encounter ends"),
    "kickers": _m(ENGINE + " (cards.kickers)", "{seat: card}: the revealed kickers"),
    "kickers_down": _m(
        ENGINE + " (cards.kickers)", "{seat: card}: kickers played face down (secret)", key="_kickers"
    ),
    "decided": _m(
        ENGINE + " (resolution)",
        "{side: breakdown} of the totals the winner was decided on",
        key="_decided",
    ),
    "extra_ships": _m("powers", "{seat: ships} counted as that seat's in the encounter"),
    "total_ships": _m("powers", "{seat: ships of its stacks} counted in its side's total"),
    "extra_worth": _m("powers", "{seat: worth} of each of its extra ships (1 if unset)"),
    "gate_planet": _m("powers", "{planet, owner, riders}: a planet sent through the gate"),
    "shown": _m("powers, phases", "encounter cards face up on the table before the reveal"),
    "face_up": _m(ENGINE + " (planning)", "{seat: card} shown in its player's slot"),
    "face_up_first": _m("powers", "the seat that chooses its card first and shows it"),
    "first_pick": _m(
        ENGINE + " (planning)",
        "the face-up-first player's choice, kept aside while the SHOW window runs",
        key="_first_pick",
    ),
    "face_down": _m(
        ENGINE + " (reveal)", "{seat: card} kept face down under a claim (secret)", key="_face_down"
    ),
    "claims": _m("powers", "{seat: claim} a card claimed instead of shown"),
    "reveal_last": _m("powers", "the seat whose card turns over last"),
    "forced_card": _m("powers", "{seat: card} the card that seat must play (public)"),
    "forced_secret": _m("powers", "{seat: card} the card that seat must play (secret)", key="_forced_card"),
    "attacks_only": _m("powers", "the main players must play attack cards if they can"),
    "pledges": _m("powers", "{seat: [[kind, least, yes]]} answers that bind the card choice"),
    "named_card": _m(
        "powers", "{seat: [card name or kind]} cards named for that seat: it plays one it holds"
    ),
    "rewards_both": _m(
        "powers", "seats whose every reward is a card and a ship at once (not the count of each)"
    ),
    "half_rewards": _m("powers", "seats whose defensive-ally rewards are halved, rounded down (Pygmy Wild)"),
    "skip_cards": _m("powers", "no encounter cards this encounter: no Planning or Reveal; `winner` decides"),
    "secret_picks": _m(
        "powers",
        "{seat: choice} made in secret, until every seat asked has chosen (secret)",
        key="_picks",
    ),
    "barred": _m(
        ENGINE + " (windows)",
        "cards prevented this encounter (not played again)",
        reset=CLEARED + "; kept by a rewind",
    ),
    "table_cleared": _m(ENGINE + " (turn)", "the encounter's cards have left the table"),
    "ally_max": _m("powers", "{seat: most ships it may ally with}"),
    "no_ally": _m("powers, techs", "seats not invited or asked to ally"),
    "no_offense_ally": _m("powers", "seats barred from the offense's side"),
    "no_defense_invite": _m(TECH + " (Energy Cloak)", "the defense may invite nobody"),
    "launch_limit": _m("powers", "most ships the offense may launch"),
    "launch_replaced": _m("powers", "something replaced the launch"),
    "frozen_planets": _m("powers", "planets whose ships may not move or be sent to the warp"),
    "launch_by": _m("powers", "the seat picking the colonies the offense launches from"),
    "must_invite": _m("powers", "{main seat: seats it must invite} (when they may be invited)"),
    "offense_for": _m("powers", "the player the offense stands in for (its result)"),
    "losses": _m(ENGINE + " (moves)", "loss records, the LOSS window's targets"),
    "capture": _m("powers", "[alien, seat, stack]: losing ships that alien captures"),
    "spared": _m("powers", "losers whose losses a power already chose"),
    "eradicate": _m("powers", "losing ships are removed from the game"),
    "land_on": _m("powers", "{seat: planet} a winning offense-side seat lands on instead (-1: home)"),
    "no_landing": _m("powers", "the winning offense side goes home; the target stays empty"),
    "compensation": _m(ENGINE + " (resolution)", "{taker: {payer, count, chooser}} compensation due"),
    "compensate_as_negotiate": _m("powers", "seats whose compensation counts as a negotiate's"),
    "negotiate_cards": _m(
        "powers", "{seat: card} a negotiate beside the encounter cards a seat collects compensation with"
    ),
    "deal_loss": _m("powers", "{seat: ships} each side loses for a failed deal"),
    "doubled_losses": _m(
        "powers (Skeptic)", "seats that lose twice the ships they would (a loss, a failed deal)"
    ),
    "added_losses": _m("powers (Skeptic)", "{seat: ships} it loses besides, as a loser or for a failed deal"),
    "draws": _m(ENGINE + " (windows)", "{seat, count} records: the DREW window's targets"),
    "retrievals": _m(ENGINE + " (windows)", "{seat, count} records: the RETRIEVED window's targets"),
    "landings": _m(
        ENGINE + " (windows)", "{planet, seats: {seat: count}} records: the LANDED window's targets"
    ),
    "takes": _m(ENGINE + " (windows)", "{seat, count, source} records: the TOOK window's targets"),
    "discard_between": _m(
        "powers", "cards on the table discarded between the offense's card and the defense's"
    ),
    "new_hand_partial": _m(
        "powers", "seats whose new hand is drawn one card at a time until an encounter card"
    ),
    "new_hand_rest": _m(
        ENGINE + " (deck)", "{seat: cards} of a partial new hand drawn when the encounter ends"
    ),
    "drawn": _m(ENGINE + " (deck)", "the cards of each answerable draw, in order (secret)", key="_drawn"),
    "draw_watch": _m("powers", "{seat: seats that also see what it draws}"),
    "discard_watch": _m(ENGINE + " (hooks.watch_discards)", "[alien, seat, key]: powers told of discards"),
    "gained": _m(ENGINE + " (gains)", "{seat: cards} gained this encounter (secret)", key="_gained"),
    "quake": _m(
        ENGINE + " (deck)",
        "everyone discards at once: nothing is taken on the way",
        key="_quake",
        reset="when the quake is over; kept by a rewind",
    ),
    "regroup_by": _m("powers", "the seat that retrieves at Regroup instead of the offense"),
    "regroup_count": _m("powers", "how many ships Regroup retrieves (1 if unset)"),
    "no_retrieve": _m("powers", "a power replaced the Regroup retrieval"),
    "destiny_pick": _m("powers", "the destiny card drawn next", reset="when drawn"),
    "destiny_redraws": _m(ENGINE + " (destiny)", "destiny cards drawn again this encounter"),
    "extra_encounter": _m("powers, techs", "[offense, defense] of an encounter played next"),
    "another_encounter": _m("powers", "another encounter follows (True, or 'with_card')"),
    "interrupting": _m(
        ENGINE + " (turn)", "this is an extra encounter; the interrupted one resumes after it"
    ),
    "won": _m(ENGINE + " (turn)", "the winners about to win (the WON window)"),
    "zapped_aliens": _m(ENGINE + " (hooks)", "{seat: aliens Cosmic Zapped} at a Multiple Powers table"),
    "seen": _m(
        ENGINE + " (seen)",
        "who has seen which cards (secret)",
        key="_seen",
        reset=CLEARED + "; kept by a rewind",
    ),
    "rewind_point": _m(ENGINE + " (rewind)", "the encounter as Planning started (secret)", key="_rewind"),
    "rewound": _m(ENGINE + " (rewind)", "the encounter was replayed from Planning"),
    "replay_flares": _m(ENGINE + " (rewind)", "flares carried out again in the replay", key="_replay_flares"),
    "techs_used": _m(TECH, "'tech/seat' once-per-encounter uses made", key="_techs_used"),
    "tech_pending": _m(TECH, "tech uses waiting for their RESPONSE window", key="_tech_pending"),
    "xenon_lasers": _m(TECH + " (Xenon Lasers)", "{seat: +1 or -1} changes made", key="_xenon_lasers"),
    "prometheus_send": _m(
        TECH + " (The Prometheus)", "seats whose ships take the Prometheus along", key="_prometheus_send"
    ),
    "lunar_cannon_moved": _m(
        TECH + " (Lunar Cannon)", "destiny cards on whose draw the token moved", key="_lunar_cannon_moved"
    ),
    "qax_given": _m(TECH + " (The Qax)", "the seat that received the Qax", key="_qax_given"),
    "gluon_mines": _m(TECH + " (Gluon Mines)", "{left, picked} while the defense picks", key="_gluon_mines"),
    "hazard": _m(
        "hazards",
        "the hazard card drawn this encounter (at most one per encounter; public)",
    ),
    "ships_leave_game": _m(
        "hazards (Black Hole)",
        "ships that would reach the warp leave the game (down to the ships a player needs to win)",
    ),
}

MODS = fields(EncounterMods)
KEY = {f.name: _META[f.name]["key"] or f.name for f in MODS}  # field name -> its key in the plain form
FIELD = {key: name for name, key in KEY.items()}
NAMES = tuple(f.name for f in MODS)
_KEYS = tuple(KEY[name] for name in NAMES)
_GET = attrgetter(*NAMES)  # every field's value at once, in order


def _compiled(name: str, source: str) -> Any:
    """A function compiled from ``source`` that reads every field by name (as dataclasses builds
    ``__init__``): a state copy's hot path checks and copies the record without a loop."""
    scope: dict[str, Any] = {"EncounterMods": EncounterMods, "_deep": deep_copy}
    exec(source, scope)  # the source is built from the field names above, nothing else
    return scope[name]


_any_set: Callable[[EncounterMods], bool] = _compiled(
    "_any_set", "def _any_set(m):\n    return not (" + " and ".join(f"m.{n} is None" for n in NAMES) + ")\n"
)
_copy: Callable[[EncounterMods], EncounterMods] = _compiled(
    "_copy",
    "def _copy(m):\n    o = EncounterMods()\n"
    + "".join(f"    if (v := m.{n}) is not None:\n        o.{n} = _deep(v)\n" for n in NAMES)
    + "    return o\n",
)

# Scratch entries aliens kept in the encounter before namespaces existed, by their old bare key: (alien, key
# in its namespace). Data, not rules (game/data/legacy_scratch.json); frozen: a new alien's scratch is
# written as "Alien/key" and needs no entry.
LEGACY_SCRATCH: dict[str, tuple[str, str]] = {
    key: (alien, name)
    for key, (alien, name) in json.loads((DATA / "legacy_scratch.json").read_text()).items()
}
_LEGACY_KEY = {owner: key for key, owner in LEGACY_SCRATCH.items()}


def scratch_key(alien: str, key: str) -> str:
    """The plain form's key of ``alien``'s scratch entry ``key``."""
    return _LEGACY_KEY.get((alien, key)) or f"{alien}/{key}"


def to_flags(mods: EncounterMods, scratch: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The modifiers and scratch as the plain ``"flags"`` map (the values are shared, not copied)."""
    out = {key: value for key, value in zip(_KEYS, _GET(mods), strict=True) if value is not None}
    for alien, space in scratch.items():
        for key, value in space.items():
            out[scratch_key(alien, key)] = value
    return out


def load_flags(flags: dict[str, Any]) -> tuple[EncounterMods, dict[str, dict[str, Any]]]:
    """The record and namespaces of a plain ``"flags"`` map (its values are taken, not copied); raises
    ValueError on a key that is neither a modifier nor an alien's scratch."""
    mods = EncounterMods()
    scratch: dict[str, dict[str, Any]] = {}
    for key, value in flags.items():
        name = FIELD.get(key)
        if name is not None:
            setattr(mods, name, value)
            continue
        owner = LEGACY_SCRATCH.get(key)
        if owner is None:
            alien, sep, rest = key.partition("/")
            if not sep or not alien or not rest:
                raise ValueError(f"unknown encounter modifier {key!r}")
            owner = (alien, rest)
        scratch.setdefault(owner[0], {})[owner[1]] = value
    return mods, scratch


DOCS_BEGIN = (
    "<!-- encounter modifiers: generated from game/encounter_mods.py (python -m game.encounter_mods) -->"
)
DOCS_END = "<!-- end of the generated encounter modifiers -->"


def render_table() -> str:
    """The modifiers as a Markdown table for docs/aliens.md: field, plain-form key, type, who sets it,
    what it holds and when it is cleared; then the aliens' scratch kept under their old bare keys."""
    rows = [
        "| Field (`enc.mods.`) | Plain key | Type | Set by | Holds | Cleared |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for f in MODS:
        meta, kind = _META[f.name], str(f.type).removesuffix(" | None")
        cells = [f"`{f.name}`", f"`{KEY[f.name]}`", f"`{kind}`", meta["writer"], meta["doc"], meta["reset"]]
        rows.append("| " + " | ".join(cells) + " |")
    legacy = ", ".join(
        f"`{key}` ({alien}: `{name}`)" for key, (alien, name) in sorted(LEGACY_SCRATCH.items())
    )
    return "\n".join(
        [
            DOCS_BEGIN,
            "",
            *rows,
            "",
            f"{len(MODS)} modifiers. Each alien's scratch (`hooks.scratch(state, NAME)`) is saved under "
            '`"Alien/key"`, or under the bare key it had before namespaces existed: ' + legacy + ".",
            "",
            DOCS_END,
        ]
    )


def sync_docs(path: Path) -> bool:
    """Rewrite the generated table in ``path`` (between ``DOCS_BEGIN`` and ``DOCS_END``); True if it
    changed."""
    text = path.read_text()
    start, end = text.index(DOCS_BEGIN), text.index(DOCS_END) + len(DOCS_END)
    new = text[:start] + render_table() + text[end:]
    if new != text:
        path.write_text(new)
    return new != text


if __name__ == "__main__":
    sync_docs(Path(__file__).resolve().parent.parent / "docs" / "aliens.md")
