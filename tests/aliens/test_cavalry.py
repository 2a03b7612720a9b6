"""Cavalry (Cosmic Conflict): an ally's face-down reinforcement that turns over with the encounter cards
(an attack adds its value, a negotiate earns compensation on a loss), discarded between the offense's card
and the defense's (FAQ); its flare (Wild: a partial new hand; Super: a drafted ally)."""

from __future__ import annotations

from typing import Any

from test_view_secrecy import Tracer, check_events

from game.cards.catalog import CARD_NAME
from game.engine import apply
from tests.aliens.encounter_kit import decided, encounter, run

CONFLICT = {"expansions": ["conflict"]}
ALLY = ({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},)
REINFORCE = {"seat": 2, "type": "power", "alien": "Cavalry", "use": "reinforce"}


def _fight(off: str, dfn: str, cavalry: str | None, hands: dict[str, list[str]] | None = None) -> Any:
    hands = hands or {"0": ["Attack 06", "Negotiate"], "1": ["Attack 12", "Negotiate"], "2": [cavalry or ""]}
    hands["2"] = [*hands["2"], "Attack 01"]  # two faces: the Cavalry is asked which one
    after: tuple[dict[str, Any], ...] = ()
    if cavalry:
        after = (REINFORCE, {"seat": 2, "type": "cavalry_card", "card": cavalry})
    data = encounter(
        ["", "", "Cavalry"], hands, off, dfn, invites=([2], []), allies=ALLY, after=after, config=CONFLICT
    )
    return run(data)


def test_an_attack_adds_its_value_to_the_side() -> None:
    result = _fight("Attack 06", "Attack 12", "Attack 10")
    assert decided(result) == {"winner": "offense", "offense_total": 6 + 5 + 10, "defense_total": 12 + 4}
    revealed = [e for e in result.events if e.kind == "cavalry_revealed"]
    assert revealed and CARD_NAME[revealed[0].data["card"]] == "Attack 10"


def test_the_card_stays_secret_until_the_reveal() -> None:
    hands = {"0": ["Attack 06", "Negotiate"], "1": ["Attack 12", "Negotiate"], "2": ["Attack 10"]}  # one face
    data = encounter(
        ["", "", "Cavalry"],
        hands,
        "Attack 06",
        "Attack 12",
        invites=([2], []),
        allies=ALLY,
        config=CONFLICT,
    )
    data["actions"].append(REINFORCE)
    result = run(data)
    placed = [e for e in result.events if e.kind in ("cavalry_placed", "cavalry_card")]
    assert [e.to for e in placed] == [None, (2,)]
    assert "card" not in placed[0].data


def test_nothing_added_beside_a_negotiate() -> None:
    result = _fight("Negotiate", "Attack 12", "Attack 10")
    assert decided(result)["winner"] == "defense"


def test_a_negotiate_earns_compensation_when_its_side_loses() -> None:
    hands = {
        "0": ["Attack 06"],
        "1": ["Attack 12", "Attack 04", "Attack 05", "Attack 07", "Attack 08", "Attack 09"],
        "2": ["Negotiate"],
    }
    result = _fight("Attack 06", "Attack 12", "Negotiate", hands)
    assert decided(result)["winner"] == "defense"
    pay = [e.data for e in result.events if e.kind == "compensation"]
    assert pay == [{"taker": 2, "payer": 1, "count": 2}]  # its two ships lost


def test_faq_discard_order_offense_cavalry_defense() -> None:
    result = _fight("Attack 06", "Attack 12", "Attack 10")
    names = [CARD_NAME[c] for c in result.state.discard[-3:]]
    assert names == ["Attack 06", "Attack 10", "Attack 12"]


def test_only_attacks_and_negotiates_may_reinforce() -> None:
    hands = {"0": ["Attack 06"], "1": ["Attack 12"], "2": ["Morph", "Reinforcement +2"]}
    data = encounter(
        ["", "", "Cavalry"], hands, "Attack 06", "Attack 12", invites=([2], []), allies=ALLY, config=CONFLICT
    )
    result = run(data)
    assert not any(e.kind == "cavalry_placed" for e in result.events)


def test_super_drafts_an_ally_that_must_reinforce() -> None:
    hands = {
        "0": ["Attack 06", "Flare: Cavalry"],
        "1": ["Attack 12"],
        "2": ["Attack 10", "Attack 04"],
    }
    data = encounter(
        ["Cavalry", "", "Void"],
        hands,
        "Attack 06",
        "Attack 12",
        invites=([2], []),
        allies=ALLY,
        before=(
            {
                "seat": 0,
                "type": "play",
                "card": "Flare: Cavalry",
                "half": "super",
                "use": "super",
                "player": 2,
            },
        ),
        after=({"seat": 2, "type": "cavalry_card", "card": "Attack 10"},),
        config=CONFLICT,  # the drafted ally holds two faces: it chooses
    )
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 6 + 5 + 10, "defense_total": 12 + 4}


PLAIN = ["Attack 05", "Attack 07", "Attack 08", "Attack 09"]


def test_wild_partial_new_hand_for_the_defense() -> None:
    hands = {"0": ["Attack 06", "Flare: Cavalry"], "1": ["Reinforcement +2"], "2": []}
    wild = {"seat": 0, "type": "play", "card": "Flare: Cavalry", "half": "wild", "use": "wild"}
    data = encounter(
        ["", "", "Void"],
        hands,
        "Attack 06",
        "Attack 12",
        before=(wild,),
        # the whole new hand from the top of the deck (no flare among its rest to answer a window for)
        setup={"deck_top": ["Reinforcement +3", "Attack 12", "Attack 10", "Attack 04", *PLAIN]},
        config=CONFLICT,
    )
    data["actions"] = data["actions"][:5]
    result = run(data)
    partial = [e.data for e in result.events if e.kind == "new_hand_partial"]
    assert partial == [{"seat": 1, "now": 2, "rest": 6}]
    assert [CARD_NAME[c] for c in result.state.hands[1]] == ["Reinforcement +3", "Attack 12"]
    data["actions"] = encounter(
        ["", "", "Void"], hands, "Attack 06", "Attack 12", before=(wild,), config=CONFLICT
    )["actions"]  # the same set-up (``data["setup"]`` is kept), the whole encounter this time
    data["actions"].append({"seat": 1, "type": "pass"})  # its reinforcement stays in its hand
    result = run(data)
    assert any(e.kind == "encounter_ended" for e in result.events)
    assert len(result.state.hands[1]) == 1 + 6  # the +3 and the rest of the eight after the encounter


def test_chronos_replay_gives_the_card_back_to_be_laid_again() -> None:
    """Chronos (offense) travels in time after the reveal: the Cavalry's card is no encounter card, so it
    goes back to the Cavalry's hand, as every card played since Planning does, and may be laid again in the
    replay; only the Attack 10 laid the second time is on the table at the end."""
    hands = {
        "0": ["Attack 06", "Attack 20"],
        "1": ["Attack 12", "Attack 04"],
        "2": ["Attack 10", "Attack 01"],
    }
    time_travel = {"seat": 0, "type": "power", "alien": "Chronos", "use": "time_travel"}
    data = encounter(
        ["Chronos", "", "Cavalry"],
        hands,
        "Attack 06",
        "Attack 12",
        invites=([2], []),
        allies=ALLY,
        after=(REINFORCE, {"seat": 2, "type": "cavalry_card", "card": "Attack 10"}, time_travel),
        config={"expansions": ["incursion", "conflict"]},
    )
    result = run(data)
    assert any(e.kind == "cavalry_takes_back" for e in result.events)
    assert sorted(CARD_NAME[c] for c in result.state.hands[2]) == ["Attack 01", "Attack 10"]
    # the public event names the card while it still lies face up beside the encounter (secrecy oracle)
    before = run({**data, "actions": data["actions"][:-1]}).state
    state = before.copy()
    events = Tracer(state)
    apply(state, time_travel, events)
    events.close()
    check_events(before, state, events)
    data["actions"] += [
        {"seat": 0, "type": "encounter_card", "card": "Attack 20"},
        {"seat": 1, "type": "encounter_card", "card": "Attack 04"},
        REINFORCE,
        {"seat": 2, "type": "cavalry_card", "card": "Attack 10"},
    ]
    result = run(data)
    assert decided(result) == {"winner": "offense", "offense_total": 20 + 5 + 10, "defense_total": 4 + 4}
    assert [CARD_NAME[c] for c in result.state.hands[2]] == ["Attack 01"]


def test_a_crooked_deal_laid_as_its_negotiate_adds_one_compensation_card() -> None:
    """A Crooked Deal (a reward-deck negotiate) laid by the Cavalry collects compensation as any negotiate
    would: one card per ship lost, and one more for the crooked deal."""
    hands = {
        "0": ["Attack 06"],
        "1": ["Attack 12", "Attack 04", "Attack 05", "Attack 07", "Attack 08", "Attack 09"],
        "2": ["Crooked Deal"],
    }
    hands["2"] = [*hands["2"], "Attack 01"]
    after = (REINFORCE, {"seat": 2, "type": "cavalry_card", "card": "Crooked Deal"})
    config = {"expansions": ["incursion", "conflict"], "rewards": "deck"}
    data = encounter(
        ["", "", "Cavalry"],
        hands,
        "Attack 06",
        "Attack 12",
        invites=([2], []),
        allies=ALLY,
        after=after,
        config=config,
    )
    result = run(data)
    assert decided(result)["winner"] == "defense"
    pay = [e.data for e in result.events if e.kind == "compensation"]
    assert pay == [{"taker": 2, "payer": 1, "count": 3}]  # two ships lost, and one for the crooked deal
