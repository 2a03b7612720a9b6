"""Hidden powers (docs/rules.md, "Hidden powers"): aliens lie face down to the other players until their
first use. The rule tests set up a position and act; the secrecy tests play whole bot games from the
attacker's side and check, after every action, that no other seat, no spectator and no log line learns an
alien still face down."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest

from game import hidden_powers, hooks
from game.bots import SeatContext, bot_seed, make_bot
from game.cards.catalog import CARD_NAME, FLARE_ALIEN
from game.config import default_config
from game.determinize import sample_state, scramble
from game.engine import new_game
from game.events import Event
from game.narrate import narrate
from game.rng import Rng
from game.scenario import run_scenario
from game.sim import play
from game.state import GameState
from game.view import events_for, public_part, view_for
from game.windows import begin_use
from tests.aliens.encounter_kit import encounter as kit_encounter

PLAIN = ["Virus", "Oracle", "Tripler"]  # aliens without Game Setup text


def hidden_table(aliens: list[str | None], **options: Any) -> tuple[GameState, list[Event]]:
    return new_game(default_config(len(aliens), seed=5, aliens=tuple(aliens), hidden_powers=True, **options))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# --- the rules --------------------------------------------------------------------------------------------


def test_without_the_variant_the_aliens_turn_face_up_at_setup_as_before() -> None:
    state, events = new_game(default_config(3, seed=5, aliens=tuple(PLAIN)))
    assert next(e for e in events if e.kind == "aliens_revealed").data["aliens"] == PLAIN
    assert "aliens_face_down" not in kinds(events) and hidden_powers.REVEALED not in state.extra
    assert all(view_for(state, None)["players"][s]["alien"] == PLAIN[s] for s in range(3))


def test_setup_deals_the_aliens_face_down_each_player_sees_its_own() -> None:
    state, events = hidden_table(PLAIN)
    public = events_for(events, None)
    assert "aliens_revealed" not in kinds(events)
    assert next(e for e in public if e.kind == "aliens_face_down").data == {"seats": [0, 1, 2]}
    dealt = [e for e in events if e.kind == "alien_dealt"]
    assert [(e.to, e.data["alien"]) for e in dealt] == [((s,), PLAIN[s]) for s in range(3)]
    for looker in range(3):
        players = view_for(state, looker)["players"]
        for s in range(3):
            assert players[s]["alien"] == (PLAIN[s] if s == looker else None)
            assert players[s]["alien_hidden"] is True
        assert public_part(view_for(state, looker)) == view_for(state, None)


def test_game_setup_text_is_carried_out_face_up() -> None:
    # Miser takes its hoard at setup in front of everyone: its sheet turns over first.
    state, events = hidden_table(["Virus", "Miser", "Oracle"])
    reveal = next(i for i, e in enumerate(events) if e.kind == "alien_revealed")
    assert events[reveal].data == {"seat": 1, "alien": "Miser", "how": hidden_powers.SETUP}
    assert reveal > kinds(events).index("aliens_face_down")
    assert view_for(state, 0)["players"][1]["alien"] == "Miser"
    assert view_for(state, 0)["players"][2]["alien"] is None


def encounter(aliens: list[str], hands: dict[str, list[str]], off: str, dfn: str, *after: Any) -> Any:
    """Seat 0 attacks planet 5 (seat 1's) with three ships at a hidden-powers table."""
    return run_scenario(kit_encounter(aliens, hands, off, dfn, after=after, config={"hidden_powers": True}))


def test_a_mandatory_use_reveals_its_alien_as_it_is_announced() -> None:
    # Virus must multiply at the reveal: its sheet turns over just before the use is announced.
    result = encounter(["Virus", "", ""], {"0": ["Attack 06"], "1": ["Attack 08"]}, "Attack 06", "Attack 08")
    assert result.error is None
    events = result.events
    used = next(i for i, e in enumerate(events) if e.kind == "power_used")
    assert events[used - 1].data == {"seat": 0, "alien": "Virus", "how": hidden_powers.USE}
    assert kinds(events).count("alien_revealed") == 1
    assert view_for(result.state, None)["players"][0]["alien"] == "Virus"


def test_a_zapped_use_still_reveals_and_a_zap_never_comes_first() -> None:
    # Human's Humanity is announced, then zapped: the table saw the sheet before it could zap it.
    hands = {"0": ["Attack 04"], "1": ["Attack 12"], "2": ["Cosmic Zap", "Attack 06"]}
    announced = encounter(["Human", "", ""], hands, "Attack 04", "Attack 12")
    assert view_for(announced.state, 2)["players"][0]["alien"] == "Human"  # face up while it can be zapped
    prompt = next(p for p in announced.state.prompts if p.seat == 2)
    play_id = next(o["play"] for o in prompt.options if "play" in o)
    zap = {"seat": 2, "type": "play", "card": "Cosmic Zap", "play": play_id}
    result = encounter(["Human", "", ""], hands, "Attack 04", "Attack 12", zap)
    assert result.error is None
    ks = kinds(result.events)
    assert "power_cancelled" in ks and ks.index("alien_revealed") < ks.index("power_used")
    assert not hidden_powers.hidden(result.state, 0)


def test_a_wild_never_reveals_the_player_of_that_alien() -> None:
    # Seat 1 plays Tripler's Wild; the Tripler (seat 2) is not in the encounter and stays face down.
    result = encounter(
        ["", "", "Tripler"],
        {"0": ["Attack 15"], "1": ["Attack 06", "Flare: Tripler"], "2": ["Attack 06"]},
        "Attack 15",
        "Attack 06",
        {"seat": 1, "type": "play", "card": "Flare: Tripler", "half": "wild", "use": "wild"},
    )
    assert result.error is None
    assert "alien_revealed" not in kinds(result.events)
    assert hidden_powers.hidden(result.state, 2)
    assert view_for(result.state, 0)["players"][2]["alien"] is None


def flare_of(alien: str) -> int:
    return next(c for c, a in FLARE_ALIEN.items() if a == alien)


def test_a_super_reveals_its_player_but_its_own_flare_played_as_a_wild_does_not() -> None:
    state, _ = hidden_table(PLAIN)
    flare = flare_of("Oracle")
    events: list[Event] = []
    begin_use(state, events, 1, {"type": "play", "card": flare, "half": "wild", "use": "wild"}, flare)
    assert "alien_revealed" not in kinds(events) and hidden_powers.hidden(state, 1)
    events = []
    begin_use(state, events, 1, {"type": "play", "card": flare, "half": "super", "use": "super"}, flare)
    assert events[0].data == {"seat": 1, "alien": "Oracle", "how": hidden_powers.SUPER}
    assert kinds(events)[1] == "card_played"


def test_losing_the_power_does_not_reveal_the_sheet() -> None:
    from game.board import refresh_power

    state, _ = hidden_table(PLAIN)
    n, per = state.n, state.config.planets_per_player
    for planet in range(per):  # seat 0 loses three of its five home colonies
        if planet < 3:
            state.ships[planet * n] = 0
    events: list[Event] = []
    refresh_power(state, events, 0)
    assert "power_lost" in kinds(events) and "alien_revealed" not in kinds(events)
    assert view_for(state, 1)["players"][0]["alien"] is None


def test_an_effect_shown_on_the_table_reveals_just_before_it() -> None:
    # Warrior's experience needs no use; an event everyone sees naming it turns the sheet over first.
    state, _ = hidden_table(["Warrior", "Virus", "Oracle"])
    state.visits = [("x", 0, 0), ("y", 0, 2)]
    events = [
        Event("drew", {"seat": 1, "count": 1}),
        Event("tokens_gained", {"seat": 0, "alien": "Warrior", "count": 1, "total": 1}),
    ]
    hidden_powers.settle(state, events)
    assert kinds(events) == ["drew", "alien_revealed", "tokens_gained"]
    assert events[1].data["how"] == hidden_powers.EFFECT
    assert state.visits == [("x", 0, 0), ("y", 0, 3)]
    private = [Event("alien_dealt", {"seat": 1, "alien": "Virus"}, (1,))]
    hidden_powers.settle(state, private)  # its owner alone sees it: nothing shown
    assert hidden_powers.hidden(state, 1)


# --- bots may not cheat -------------------------------------------------------------------------------------


def test_a_sample_deals_the_hidden_aliens_again_among_those_not_revealed() -> None:
    state, _ = hidden_table(["Virus", "Miser", "Oracle", "Tripler"])  # Miser is face up (Game Setup)
    seen_aliens: set[str] = set()
    for i in range(12):
        t = sample_state(state, 0, Rng(i))
        assert t.aliens[0] == "Virus" and t.aliens[1] == "Miser"
        assert len({*t.aliens}) == 4 and not any(hooks.POWERS[a].setup for a in t.aliens[2:] if a)
        seen_aliens.update(a for a in t.aliens[2:] if a)
    assert len(seen_aliens) > 4  # drawn from the pool, not the real Oracle and Tripler
    # two games differing only in what seat 0 cannot see give the same samples
    other = state.copy()
    other.aliens[2], other.aliens[3] = "Tripler", "Oracle"
    assert sample_state(state, 0, Rng(3)).aliens == sample_state(other, 0, Rng(3)).aliens
    assert scramble(state, None, Rng(1)).aliens[1] == "Miser"


# --- the attacker's side: whole games -------------------------------------------------------------------


def _strings(value: Any, keys: bool) -> Iterator[tuple[str, bool]]:
    """Every string in ``value`` (and the map keys, with ``keys``), each with whether it is a key; the
    ``alien`` of a Wild flare's play is the flare's, not its player's, and is skipped."""
    if isinstance(value, str):
        yield value, False
    elif isinstance(value, dict):
        for k, v in value.items():
            if keys and k not in ("offense_card_chosen", "defense_card_chosen"):
                yield str(k), True
            if k == "alien" and value.get("half") == "wild":
                continue
            yield from _strings(v, keys)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _strings(v, keys)


def _squash(text: str) -> str:
    return re.sub(r"[^a-z]", "", text.lower())


def _named(value: Any, aliens: set[str], keys: bool = False) -> set[str]:
    """The aliens of ``aliens`` that ``value`` names (a string equal to the name; a key holding it: a
    value holding it is a word of the game, the outcome "void" is no Void)."""
    out = set()
    for text, is_key in _strings(value, keys):
        for alien in aliens:
            if text == alien or (is_key and _squash(alien) in _squash(text)):
                out.add(alien)
    return out


class Attacker:
    """Checks, after every action, what each other seat and the table may learn."""

    def __init__(self) -> None:
        self.hidden: set[tuple[int, str]] = set()  # (seat, one of its aliens) face down before the action
        self.wilds: set[str] = set()  # aliens whose flare was played as a Wild: the card names them
        self.problems: list[Any] = []
        self.reveals: list[tuple[int, str, str]] = []

    def __call__(self, state: GameState, action: dict[str, Any] | None, events: list[Event]) -> None:
        if action is None:  # the setup: every alien was secret before it
            self.hidden = {(s, a) for s in range(state.n) for a in hooks.own_aliens(state, s)}
        self._events(state, events)
        self._views(state)
        self.hidden = {
            (s, a)
            for s in range(state.n)
            for a in hooks.own_aliens(state, s)  # with several powers each, sheet by sheet
            if hidden_powers.hidden_alien(state, s, a)
        }

    def _events(self, state: GameState, events: list[Event]) -> None:
        for e in events:
            if e.kind == "alien_revealed":
                self.reveals.append((e.data["seat"], e.data["alien"], e.data["how"]))
        used: set[tuple[int, str]] = set()
        for i, e in enumerate(events):
            if e.kind == "power_used" or (e.kind == "card_played" and e.data.get("half") == "super"):
                seat = e.data["seat"]
                alien = e.data.get("alien") or FLARE_ALIEN.get(e.data.get("card", -1))
                first = (seat, alien) in self.hidden and (seat, alien) not in used  # its first use
                if first and not any(
                    x.kind == "alien_revealed" and x.data["seat"] == seat and x.data["alien"] == alien
                    for x in events[:i]
                ):
                    self.problems.append(("use without a reveal", e.kind, e.data))
                used.add((seat, str(alien)))
        for looker in [None, *range(state.n)]:
            secret = {a for s, a in self.hidden if s != looker}
            shown: set[str] = set()
            for e in events_for(events, looker):
                if e.kind == "alien_revealed":
                    shown.add(e.data["alien"])
                    continue
                if e.kind == "card_played" and e.data.get("half") == "wild":
                    self.wilds.add(FLARE_ALIEN[e.data["card"]])
                live = secret - shown - self.wilds
                leaks = _named(e.data, live)
                card = e.data.get("card")
                if (
                    e.kind == "card_played"
                    and e.data.get("half") == "super"
                    and FLARE_ALIEN.get(card) in live
                ):
                    leaks.add(FLARE_ALIEN[card])
                line = narrate(e, state.config) or ""
                for alien in live:
                    if re.search(rf"\b{re.escape(alien)}\b", line.replace(f"Flare: {alien}", "")):
                        leaks.add(alien)
                if leaks:
                    self.problems.append(("event", looker, e.kind, sorted(leaks)))

    def _views(self, state: GameState) -> None:
        for looker in [None, *range(state.n)]:
            secret = {
                a
                for s in range(state.n)
                for a in hooks.own_aliens(state, s)
                if s != looker and not hidden_powers.visible_alien(state, looker, s, a)
            } - self.wilds
            view = view_for(state, looker)
            leaks = _named(view, {a for a in secret if a}, keys=True)
            if leaks:
                self.problems.append(("view", looker, sorted(leaks), json.dumps(view)[:300]))
            if looker is not None:
                assert public_part(view) == view_for(state, None)


def attacked_game(seed: int, mode: str, strengths: list[str] | None = None, powers: int = 1) -> Attacker:
    players = 5
    config = default_config(players, seed=seed, alien_mode=mode, hidden_powers=True, powers=powers)
    kinds_ = strengths or ["random"] * players
    bots = [make_bot(k, bot_seed(seed, s)) for s, k in enumerate(kinds_)]
    attacker = Attacker()
    result = play(config, bots, on_action=attacker)
    assert result.finished
    return attacker


@pytest.mark.parametrize(
    ("seed", "mode"), [(s, "random") for s in range(1, 9)] + [(s, "choose") for s in range(20, 26)]
)
def test_whole_games_tell_nobody_an_alien_still_face_down(seed: int, mode: str) -> None:
    attacker = attacked_game(seed, mode)
    assert attacker.problems == []
    assert attacker.reveals, "some alien is revealed in a whole game"
    assert {how for _, _, how in attacker.reveals} <= {"use", "super", "setup", "effect"}


@pytest.mark.parametrize(
    ("seed", "mode"), [(s, "random") for s in range(1, 5)] + [(30, "choose"), (31, "choose")]
)
def test_with_several_powers_each_no_sheet_still_face_down_is_told(seed: int, mode: str) -> None:
    # the Multiple Powers variant: every sheet lies face down on its own (docs/rules.md, "Multiple powers")
    attacker = attacked_game(seed, mode, powers=2)
    assert attacker.problems == []
    assert len({(s, a) for s, a, _ in attacker.reveals}) >= 2


def test_bots_of_every_strength_play_hidden_powers_from_their_views() -> None:
    attacker = attacked_game(31, "random", ["easy", "normal", "hard", "random", "normal"])
    assert attacker.problems == []


def test_a_bot_is_handed_no_hidden_alien() -> None:
    state, _ = hidden_table(PLAIN)
    context = SeatContext(0, lambda: view_for(state, 0), lambda r: sample_state(state, 0, r))
    assert [p["alien"] for p in context()["players"]] == ["Virus", None, None]
    sample = context.sample(Rng(7))
    assert sample.aliens[0] == "Virus"
    assert CARD_NAME  # (the catalog is loaded)


def test_an_answer_that_turned_an_alien_over_cannot_be_taken_back() -> None:
    from game.takeback import refusal

    state, _ = hidden_table(PLAIN)
    before = state.copy()
    events = [Event("alien_revealed", {"seat": 0, "alien": "Virus", "how": hidden_powers.USE})]
    assert refusal(before, state, 0, events) is not None


def test_gambler_turns_over_when_its_opponent_must_show_first() -> None:
    # Gambler's card turns over last without a use: the table sees the order, so the sheet turns over.
    result = encounter(
        ["Gambler", "", ""], {"0": ["Attack 06"], "1": ["Attack 08"]}, "Attack 06", "Attack 08"
    )
    ks = kinds(result.events)
    assert ks.index("alien_revealed") < ks.index("card_shown")
    assert not hidden_powers.hidden(result.state, 0)
