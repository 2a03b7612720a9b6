"""The Hidden Powers variant (``GameConfig.hidden_powers``): each alien sheet lies face down to the other
players until its owner first uses the power (docs/rules.md, "Hidden powers").

The state keeps one flag per seat, ``state.extra[REVEALED]`` (only at a table playing the variant, so that
other games carry nothing new): True once the seat's own alien (``hooks.own_alien``) is face up. What turns
it face up, all through ``reveal`` (one public ``alien_revealed`` event, before what revealed it):

- a use of the power, optional or mandatory, announced even if it is then zapped (``windows.begin_use``),
  and a mandatory use that first asks its owner which form to take (``windows.mandatory_use``);
- a Super flare played (its announcement is a use of the power); a Wild never reveals its player;
- Game Setup text (``phases.setup``): the sheet is shown as the setup is carried out;
- any other part of the power whose effect shows on the table, and an effect that hands the sheet over or
  replaces it (a loan, a trade, Reincarnator's new alien): the engine notices it when an event the other
  players see names the hidden alien (``settle``, run after every step loop of ``engine.run``), and the
  reveal goes in just before that event.

Losing the power (too few home colonies) does not reveal the sheet: it simply stays face down. Once the
game is over every sheet is shown (the views; no event).

What a seat may see follows from the flags: ``visible(state, looker, seat)``; ``game.view`` hides the alien
and its sheet's public part, and the bots' samples (``game.determinize``) deal hidden aliens again.

With several powers each (the Multiple Powers variant, ``hooks.MORE``) every sheet lies face down on its
own: ``state.extra[REVEALED_MORE]`` holds one flag per further alien, and each turns face up at its own
first use (``reveal_alien``, ``visible_alien``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import hooks
from game.cards.catalog import FLARE_ALIEN
from game.core import Events
from game.events import Event
from game.state import GameState

REVEALED = "revealed"  # state.extra key: [bool per seat], the seat's own alien lies face up
REVEALED_MORE = "revealed_more"  # with several powers: [[bool per further alien] per seat]
USE = "use"  # how an alien was revealed (the ``how`` of ``alien_revealed``)
SUPER = "super"
SETUP = "setup"
EFFECT = "effect"


def active(state: GameState) -> bool:
    """Does this table play with hidden powers (and has it dealt its aliens)?"""
    return REVEALED in state.extra


def start(state: GameState) -> None:
    """The aliens are dealt face down: no seat's alien is revealed yet."""
    state.extra[REVEALED] = [False] * state.n
    if hooks.MORE in state.extra:
        state.extra[REVEALED_MORE] = [[False] * len(m) for m in state.extra[hooks.MORE]]


def deal_face_down(state: GameState, ev: Events) -> None:
    """Setup: the aliens lie face down. The table learns who has an alien (and, with several powers, how
    many); each player its own."""
    start(state)
    seats = [s for s in range(state.n) if state.aliens[s] is not None]
    more = state.extra.get(hooks.MORE)
    if more:
        ev.append(Event("aliens_face_down", {"seats": seats, "more": [len(m) for m in more]}))
    else:
        ev.append(Event("aliens_face_down", {"seats": seats}))
    for s in seats:
        data: dict[str, Any] = {"seat": s, "alien": state.aliens[s]}
        if more:
            data["more"] = list(more[s])
        ev.append(Event("alien_dealt", data, (s,)))


def hidden(state: GameState, seat: int) -> bool:
    """Is ``seat``'s own alien face down to the other players?"""
    flags = state.extra.get(REVEALED)
    return flags is not None and not flags[seat] and hooks.own_alien(state, seat) is not None


def hidden_alien(state: GameState, seat: int, alien: str) -> bool:
    """Is ``alien``, one of ``seat``'s own aliens, face down to the other players?"""
    if alien == hooks.own_alien(state, seat):
        return hidden(state, seat)
    flags = state.extra.get(REVEALED_MORE)
    more = hooks.more_aliens(state, seat)
    return flags is not None and alien in more and not flags[seat][more.index(alien)]


def visible_alien(state: GameState, looker: int | None, seat: int, alien: str) -> bool:
    """May ``looker`` (None: the table) see that ``seat`` holds ``alien`` (one of its powers)?"""
    return looker == seat or state.over or not hidden_alien(state, seat, alien)


def visible(state: GameState, looker: int | None, seat: int) -> bool:
    """May ``looker`` (None: the table) see which alien ``seat`` holds now? A seat always knows its own;
    a power lent to ``seat`` (not its own alien) is known to everyone."""
    if looker == seat or state.over or not hidden(state, seat):  # the game over, every sheet is shown
        return True
    return state.aliens[seat] != hooks.own_alien(state, seat)


def reveal(state: GameState, ev: Events, seat: int, how: str) -> None:
    """Turn ``seat``'s own alien face up (nothing if it is already, or the table does not play hidden)."""
    if not hidden(state, seat):
        return
    state.extra[REVEALED][seat] = True
    ev.append(Event("alien_revealed", {"seat": seat, "alien": hooks.own_alien(state, seat), "how": how}))


def reveal_alien(state: GameState, ev: Events, seat: int, alien: str, how: str) -> None:
    """Turn ``alien``, one of ``seat``'s own aliens, face up (its first: ``reveal``)."""
    if alien == hooks.own_alien(state, seat):
        reveal(state, ev, seat, how)
    elif hidden_alien(state, seat, alien):
        state.extra[REVEALED_MORE][seat][hooks.more_aliens(state, seat).index(alien)] = True
        ev.append(Event("alien_revealed", {"seat": seat, "alien": alien, "how": how}))


def reveal_use(state: GameState, ev: Events, seat: int, alien: str, how: str = USE) -> None:
    """``seat`` uses ``alien``'s power (or its Super): that alien's sheet turns face up, whoever owns it
    (a borrowed second power is no seat's own alien: nothing to reveal)."""
    if REVEALED not in state.extra:
        return
    for s in range(state.n):
        if hooks.own_alien(state, s) == alien:
            reveal(state, ev, s, how)
        elif REVEALED_MORE in state.extra and alien in hooks.more_aliens(state, s):
            reveal_alien(state, ev, s, alien, how)


def _names(value: Any) -> set[str]:
    """The strings in an event's data (maps and lists looked into)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_names(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(_names(v) for v in value)) if value else set()
    return set()


def owners(state: GameState) -> dict[str, int]:
    """``{alien: seat}`` for every seat whose own alien is face down now."""
    if REVEALED not in state.extra:
        return {}
    out: dict[str, int] = {}
    for s in range(state.n):
        alien = hooks.own_alien(state, s)
        if alien is not None and not state.extra[REVEALED][s]:
            out[alien] = s
        if REVEALED_MORE in state.extra:
            flags = state.extra[REVEALED_MORE][s]
            out.update((a, s) for a, up in zip(hooks.more_aliens(state, s), flags, strict=True) if not up)
    return out


SEAT_KEYS = ("seat", "player", "owner", "seats", "players")  # event data naming the seats it is about


def settle(state: GameState, ev: Events, before: dict[str, int] | None = None) -> None:
    """After a run of steps: an event that a player other than the owner sees, that is about a seat whose
    alien is face down and names that alien (the one it holds now, or held at the start of the run:
    ``before``, from ``owners``, for a sheet that has since left or changed hands) shows the alien's effect
    on the table; reveal it just before that event (the play windows reached, ``state.visits``, keep
    pointing at the same events). A name a Wild flare of that alien brings (played this encounter or in
    this run) reveals nobody."""
    if REVEALED not in state.extra:
        return
    earlier: dict[int, list[str]] = {}
    for alien, seat in (before or {}).items():
        earlier.setdefault(seat, []).append(alien)
    flags = state.extra[REVEALED]

    def one_sheet(seat: int, names: set[str]) -> list[str]:
        """The seat's face-down sheet (or the one it held at the start of the run) the names show."""
        if flags[seat]:
            return []
        name = next((a for a in (*earlier.get(seat, ()), hooks.own_alien(state, seat)) if a in names), None)
        if name is None:
            return []
        flags[seat] = True
        return [name]

    def each_sheet(seat: int, names: set[str]) -> list[str]:
        """At a Multiple Powers table each face-down sheet the names show turns up on its own (the sheets
        of a seat are several: those tables trade or lend none, so the aliens a seat held at the start of
        the run are the ones it holds now)."""
        shown = []
        for name in dict.fromkeys([*earlier.get(seat, ()), *hooks.own_aliens(state, seat)]):
            if name not in names or not hidden_alien(state, seat, name):
                continue
            if name == hooks.own_alien(state, seat):
                flags[seat] = True
            else:
                state.extra[REVEALED_MORE][seat][hooks.more_aliens(state, seat).index(name)] = True
            shown.append(name)
        return shown

    _reveal_seen(state, ev, each_sheet if REVEALED_MORE in state.extra else one_sheet)


def _reveal_seen(state: GameState, ev: Events, turn_up: Callable[[int, set[str]], list[str]]) -> None:
    """Walk ``ev``: for each event a player other than its subject sees, ``turn_up(seat, names)`` turns
    face up the subject's sheets the event names (its alien names, less those a Wild flare brings) and
    says which; an ``alien_revealed`` event goes just before that event."""
    wilds = {FLARE_ALIEN[c] for c in state.enc.flares_used}
    i = 0
    while i < len(ev):
        event = ev[i]
        i += 1
        if event.kind == "card_played" and event.data.get("half") == hooks.WILD:
            wilds.add(FLARE_ALIEN.get(event.data.get("card", -1), ""))
        if event.to == () or event.kind == "alien_revealed" or not any(k in event.data for k in SEAT_KEYS):
            continue
        names = _names(event.data) - wilds
        for seat in sorted(_seats(event.data)):
            if not 0 <= seat < state.n or (event.to is not None and set(event.to) <= {seat}):
                continue
            for name in turn_up(seat, names):
                ev.insert(i - 1, Event("alien_revealed", {"seat": seat, "alien": name, "how": EFFECT}))
                if state.visits:
                    state.visits[:] = [(w, t, k + 1 if k > i - 1 else k) for w, t, k in state.visits]
                i += 1


def _seats(data: dict[str, Any]) -> set[int]:
    """The seats an event's data is about (``SEAT_KEYS``)."""
    out: set[int] = set()
    for key in SEAT_KEYS:
        value = data.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            out.add(value)
        elif isinstance(value, list):
            out.update(v for v in value if isinstance(v, int) and not isinstance(v, bool))
    return out


def deal_again(
    state: GameState, seat: int | None, pool: list[str], shuffle: Callable[[list[str]], None]
) -> None:
    """A copy of the game dealt again for ``seat`` (a bot's sample, a secrecy scramble): every alien
    hidden from it is replaced by one drawn (``shuffle``) from ``pool`` less the aliens it can see, and
    the data the old one kept on the table for that seat goes with it."""
    if REVEALED not in state.extra:
        return
    if REVEALED_MORE in state.extra:
        _deal_more_again(state, seat, pool, shuffle)
        return
    others = [s for s in range(state.n) if not visible(state, seat, s)]
    if not others:
        return
    known = {hooks.own_alien(state, s) for s in range(state.n) if s not in others}
    free = [a for a in pool if a not in known]
    shuffle(free)
    for s in others:
        old = hooks.own_alien(state, s)
        pick = next(
            (a for a in free if not any(hooks.clash(a, k, state.config) for k in known if k is not None)),
            None,
        )
        if old is None or pick is None:
            continue
        free.remove(pick)
        known.add(pick)
        _forget_data(state, old, s)
        state.aliens[s] = pick


def _forget_data(state: GameState, alien: str, seat: int) -> None:
    """Drop what ``alien`` kept in ``state.extra`` for ``seat`` (its sheet is dealt again)."""
    prefix = f"{alien}/{seat}"
    for key in [k for k in state.extra if k == prefix or k.startswith(prefix + "/")]:
        del state.extra[key]


def _deal_more_again(
    state: GameState, seat: int | None, pool: list[str], shuffle: Callable[[list[str]], None]
) -> None:
    """``deal_again`` at a Multiple Powers table: every sheet hidden from ``seat`` is dealt again on its
    own, with the data it kept on the table."""
    hidden_from = [
        (s, a)
        for s in range(state.n)
        for a in hooks.own_aliens(state, s)
        if not visible_alien(state, seat, s, a)
    ]
    if not hidden_from:
        return
    gone = set(hidden_from)
    known = {a for s in range(state.n) for a in hooks.own_aliens(state, s) if (s, a) not in gone}
    free = [a for a in pool if a not in known]
    shuffle(free)
    for s, old in hidden_from:
        pick = next((a for a in free if not any(hooks.clash(a, k, state.config) for k in known)), None)
        if pick is None:
            continue
        free.remove(pick)
        known.add(pick)
        _forget_data(state, old, s)
        if state.aliens[s] == old:
            state.aliens[s] = pick
        else:
            more = state.extra[hooks.MORE][s]
            more[more.index(old)] = pick
