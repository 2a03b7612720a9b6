"""Cards of other hands that a power has shown a seat: data in the state, so the view honours them.

A peek (a look at a whole hand: Mind's power and Super, Oracle's Super, Will's Super) or a watched draw
(Mind's Wild: the cards another player draws) reaches the viewer as a private event and is also kept
here, in ``state.enc.mods.seen``::

    {str(viewer): {str(player): {"cards": [...], "how": [...], "hand": [...]}}}

``cards`` are the cards of ``player``'s hand that ``viewer`` knows are there (sorted), ``how`` the uses
that showed them, ``hand`` the engine's own note of that whole hand as it was last checked (never shown).
``view_for`` shows a seat its own records only, as ``seen``: ``{"hands": {str(player): cards}}`` for a
hand it knows whole, ``{"cards": {str(player): cards}}`` for the part of a hand it knows.

How long a record lasts (the simplest rule that never tells a lie):

- it belongs to the encounter it was made in (``state.enc`` starts afresh with each encounter);
- it stays true: when a card the viewer did not see comes into the hand, the record keeps the cards it
  knows (it is no longer the whole hand); as soon as any card leaves the hand (played, discarded, given,
  taken ...), the record is dropped, since the viewer cannot tell which cards are left. A card watched
  coming in (Mind's Wild) joins the record. Cards coming in or going out are public moves (hand sizes,
  announced plays), so narrowing or dropping a record tells the viewer nothing it did not know.

``refresh`` checks every record against the hands; the engine runs it after each action, and a record is
checked before it grows. ``game.determinize`` keeps the cards a seat knows in place when it deals a sample
for that seat, and deals other seats' records again from the new hands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.state import GameState


def show_hand(state: GameState, viewer: int, player: int, how: str) -> None:
    """``viewer`` looks at ``player``'s whole hand now."""
    if viewer == player:
        return
    hand = sorted(state.hands[player])
    record = _records(state, viewer).get(str(player))
    uses = list(record["how"]) if record is not None and _holds(state, player, record) else []
    if how not in uses:
        uses.append(how)
    _records(state, viewer)[str(player)] = {"cards": hand, "how": uses, "hand": list(hand)}


def show_drawn(state: GameState, viewer: int, player: int, cards: list[int], how: str) -> None:
    """``viewer`` sees ``cards`` come into ``player``'s hand (they are in it now)."""
    if viewer == player or not cards:
        return
    records = _records(state, viewer)
    record = records.get(str(player))
    if record is None or not _holds(state, player, record):
        record = {"cards": [], "how": [], "hand": []}
    known = set(record["cards"]) | set(cards)
    uses = list(record["how"]) if how in record["how"] else [*record["how"], how]
    hand = sorted(state.hands[player])
    records[str(player)] = {"cards": sorted(c for c in known if c in hand), "how": uses, "hand": hand}


def refresh(state: GameState) -> None:
    """Check every record against the hands now: drop those whose hand lost a card, note the rest."""
    table = state.enc.mods.seen
    if not table:
        return
    for viewer in list(table):
        records = table[viewer]
        for player in list(records):
            record = records[player]
            if _holds(state, int(player), record):
                record["hand"] = sorted(state.hands[int(player)])
            else:
                del records[player]
        if not records:
            del table[viewer]
    if not table:
        state.enc.mods.seen = None


def _holds(state: GameState, player: int, record: dict[str, Any]) -> bool:
    """Has no card left ``player``'s hand since the record was last checked?"""
    hand = state.hands[player]
    if len(hand) < len(record["hand"]):
        return False
    now = set(hand)
    return all(c in now for c in record["hand"])


def _records(state: GameState, viewer: int) -> dict[str, Any]:
    if state.enc.mods.seen is None:
        state.enc.mods.seen = {}
    table: dict[str, Any] = state.enc.mods.seen
    records: dict[str, Any] = table.setdefault(str(viewer), {})
    return records


def known(state: GameState, viewer: int) -> dict[int, list[int]]:
    """``{player: cards}``: the cards of other hands ``viewer`` knows are there now."""
    table = state.enc.mods.seen
    records = table.get(str(viewer)) if table else None
    if not records:
        return {}
    return {int(p): list(r["cards"]) for p, r in records.items()}


def seen_view(state: GameState, seat: int | None) -> dict[str, Any]:
    """What ``seat``'s view shows of its records: whole hands and parts of hands (a spectator: nothing)."""
    hands: dict[str, list[int]] = {}
    parts: dict[str, list[int]] = {}
    if seat is not None:
        for player, cards in sorted(known(state, seat).items()):
            whole = len(cards) == len(state.hands[player])
            (hands if whole else parts)[str(player)] = cards
    return {"hands": hands, "cards": parts}


def deal_again(state: GameState, seat: int, shuffle: Callable[[list[int]], None]) -> None:
    """After the hidden cards were dealt again for ``seat`` (a sample or a scramble), make the records
    agree with the new hands: every other seat's records keep their sizes, their cards drawn from the hand
    now there (``shuffle`` picks which); records about ``seat``'s own hand and ``seat``'s own records keep
    their cards (it knows them). The engine's notes of whole hands are taken from the new hands: none of
    the old hands' secrets stays behind."""
    table = state.enc.mods.seen
    if not table:
        return
    for viewer in sorted(table, key=int):
        records = table[viewer]
        for player in sorted(records, key=int):
            record = records[player]
            hand = sorted(state.hands[int(player)])
            record["hand"] = hand
            if seat in (int(viewer), int(player)):
                continue
            pool = list(hand)
            shuffle(pool)
            record["cards"] = sorted(pool[: len(record["cards"])])
