"""Prompts in words: a title for each prompt, a hint under it, and a label for each of its options.

Pure text for any front end (the window, a terminal client, the net protocol's clients). It reads the
prompt, names and (optionally) the asking seat's view; it decides nothing about legality: the options are
the engine's. Every ``(kind, ctx)`` the engine asks has a title here, and every option shape the bots met
in random-alien games has a readable label (``tests/ui/test_prompts.py`` checks that none falls back to
raw keys).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game import alien_texts
from game.cards.catalog import (
    ARTIFACT,
    ATTACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    FLARE,
    MORPH,
    NEGOTIATE,
    REINFORCEMENT,
    destiny_name,
)
from game.prompts import CARDS, CHOOSE, DEAL, INVITE, PLACE, SHIPS, Prompt
from game.techs.catalog import TECHS

Namer = Callable[[int], str]
View = dict[str, Any] | None
# How planets are named: the planets each player has (planet p is player p // per's), or each planet's home
# system (the view's ``planets``' ``system``: a system may hold more or fewer planets, Pygmy's has ten)
Planets = int | Sequence[int]

TITLES: dict[str, str] = {
    "select_card": "Choose an encounter card",
    "side_discard": "Discard a card for your side?",
    "launch_aim": "Aim the hyperspace gate",
    "launch_ships": "Launch ships into the gate",
    "back_from_warp": "Place the ships coming back from the warp on your colonies",
    "launch_count": "How many ships do you launch? (another player picks the colonies)",
    "launch_for": "Pick the colonies the offense's ships launch from",
    "invite_offense": "Invite allies to the offense",
    "invite_defense": "Invite allies to the defense",
    "ally": "Join the encounter as an ally?",
    "window": "Play a card or pass",
    "deal": "Make a deal",
    "deal_cards": "Choose the cards the deal gives",
    "deal_colony": "Land ships on the colony the deal grants",
    "rewards": "Take your defensive rewards",
    "compensation_pick": "Take compensation",
    "compensation_backs": "Compensation: how many reward-backed cards?",
    "kicker": "Play a kicker face down?",
    "rift_ship": "Rift: whose ship leaves the warp?",
    "lose_ships": "Choose ships to lose",
    "retrieve_ships": "Place a ship taken from the warp",
    "return_ships": "Return your ships home",
    "save_ships": "Place the ships you save",
    "regroup_home": "Where does your regrouped ship go?",
    "reestablish": "Re-establish a home colony",
    "second_encounter": "Have a second encounter?",
    "mandatory_use": "Use your power",
    "choose_alien": "Choose your alien",
    "destiny_wild": "Wild destiny: choose the defense",
    "own_colour": "Destiny drew your own colour",
    "partner_colour": "Destiny drew your partner's colour",
    "team_gift": "Gift your new colony to your partner?",
    "team_gift_ships": "Place your ships on the colony your partner gives you",
    "plague_discard": "Plague: discard one card of each kind",
    "hazard_alliance_ship": "Alliance: set one of your ships on the card",
    "hazard_alliance_partner": "Alliance: name your ally for the rest of the game",
    "hazard_entropy_planet": "The Entropy Beast: which of the busiest planets does it devour?",
    "finder_name": "Finder: name the card you search for",
    "keep_tech": "Keep one tech face down (the other is discarded)",
    "research": "Research your tech",
    "techs_home_place": "Send your researching ships home",
    "vacuum_turbines_discard": "Vacuum Turbines: discard any of the cards drawn",
    "lunar_cannon_place": "Lunar Cannon: place its token between two planets",
    "genesis_settle": "Genesis Bomb: how many researching ships settle the new planet?",
    "prometheus_place": "The Prometheus: put its token on one of your colonies",
    "coldsleep_ships": "Coldsleep Ship: send up to four ships to the new colony",
    "coldsleep_land": "Coldsleep Ship: where do your researching ships land?",
    "delta_scanner_take": "Delta Scanner: take a card from the discard pile",
    "enigma_discard": "Enigma Device: discard any cards first",
    "quark_battery_store": "Quark Battery: put an encounter card under it",
    "gluon_mines": "Gluon Mines: whose ship goes to the warp?",
    "qax_ally": "The Qax: send your ships to the alliance",
    # The aliens' own prompts.
    "amoeba_in": "Amoeba: ooze ships into the encounter",
    "amoeba_out": "Amoeba: how many ships ooze home?",
    "barbarian_cull": "Barbarian: discard from the looted hand",
    "barbarian_loot": "Barbarian: keep cards from the looted hand",
    "chosen_wild": "Chosen: use a drawn card?",
    "citadel_planet": "Citadel: where does the citadel go?",
    "dictator_pick": "Dictator: pick the destiny card",
    "deuce_second": "Deuce: put a second encounter card face down",
    "ethic_give": "Ethic: give drawn cards away (none: keep them)",
    "mercenary_redraw": "Mercenary: discard reward cards to draw new ones",
    "sniveler_answer": "The Sniveler whines: agree, give, or refuse?",
    "sniveler_planet": "Sniveler: where is your extra colony?",
    "sniveler_land": "Sniveler: land ships on your extra colony",
    "sniveler_give_up": "Sniveler: which foreign colony do you give up?",
    "bully_ships": "Bully: choose which of their ships are lost",
    "bully_threat": "The Bully threatens you: concede, or lose two ships it picks?",
    "sniveler_return": "Sniveler: where do the ships go back?",
    "sniveler_complaint": "The Sniveler complains: invite it?",
    "sniveler_join": "Sniveler: join the encounter",
    "sniveler_share": "The Sniveler wants to share your win",
    "sniveler_contest": "Sniveler: whom do you meet?",
    "fido_keep": "Fido: keep the fetched card?",
    "fido_offer": "Fido offers you a card",
    "fido_reward": "Fido: your reward",
    "mimic_discard": "Mimic: discard down to the size of the hand you copy",
    "relic_colony": "Relic: where is your free colony?",
    "cavalry_card": "Cavalry: which card reinforces your side?",
    "gambler_challenge": "Challenge the Gambler's claim?",
    "grudge_lose": "Grudge: choose ships to lose",
    "hate_answer": "Hate: discard a matching card or lose ships",
    "hate_ships": "Hate: choose ships to lose",
    "kamikaze_ships": "Kamikaze: choose ships to sacrifice",
    "magician_take": "Magician: take one of the two cards",
    "magician_two": "Magician: put two encounter cards face down",
    "magician_three": "Magician Wild: put three encounter cards face down",
    "miser_hoard": "Miser: which hand is your hoard?",
    "claw_pick": "The Claw: which card is your claw?",
    "claw_swap": "The Claw: swap your claw for which card?",
    "claw_planet": "The Claw: which planet do you take?",
    "industrialist_build": "The Industrialist lost with an attack: let it win, or let it stack the card?",
    "miser_keep": "Miser: keep cards",
    "merchant_hire": "Merchant: pick the cards to hire as ships",
    "merchant_wild": "Merchant: discard cards to add to your total",
    "merchant_lost": "Merchant: which hired card was the lost hired ship?",
    "cryo_store": "Cryo: put a card in cold storage",
    "cryo_super": "Cryo: put up to two cards in cold storage",
    "cryo_take": "Cryo: take your stored cards as your hand?",
    "mite_answer": "Mite: discard down to three, or let the offense land?",
    "mobius_gate": "Mobius Tubes: ships freed into the gate",
    "mutant_pick": "Mutant: take a card",
    "mutant_source": "Mutant: draw from where?",
    "parasite_wild_ship": "Parasite: land a ship",
    "reserve_cards": "Reserve: reinforce with low attacks",
    "reserve_take": "Reserve: take cards back",
    "shadow_execute": "Shadow: execute a ship",
    "shadow_wild_cost": "Shadow: lose a ship",
    "tick_tock_wild_planet": "Tick-Tock: choose a planet",
    "tick_tock_wild_ships": "Tick-Tock: land ships",
    "trader_give": "Trader: give a card",
    "vacuum_targets": "Vacuum: take other ships with yours",
    "will_target": "Will: choose whom to meet",
    "locust_return": "Locust: where do the ships of the devoured planet go?",
    "disease_spread": "Disease: how many ships spread?",
    "disease_move": "Disease: move the ship to which colony?",
    "disease_pick": "Disease: pick a card in secret",
    "zombie_raise": "Zombie: raise your ships?",
    "seeker_answer": "Seeker asks you: answer truthfully",
    "seeker_name": "Seeker asks which card you will play",
    "seeker_show": "Seeker: show the card you mean to play",
    "saboteur_setup": "Saboteur: which kind of token do you lay there?",
    "saboteur_rearm_place": "Saboteur: which token of your sheet do you lay there?",
    "saboteur_swap_first": "Saboteur: which token moves?",
    "saboteur_swap_second": "Saboteur: swap it with which token?",
    "filth_land": "Filth: land on another planet of the system",
    "free_colony": "Where is your free colony?",
    "free_colony_from": "Which colony does the ship come from?",
    "prophet_penalty": "The Prophet was wrong: pick two of its ships for the warp",
}

# What the Sniveler whines about, as the title of the answer it waits for.
WHINES: dict[str, str] = {
    "ships": "The Sniveler whines about the warp: agree or refuse?",
    "colonies": "The Sniveler whines about colonies: agree or refuse?",
    "cards": "The Sniveler wants a card: give one, or refuse?",
}

# Play windows in words: when the window is open.
WINDOWS: dict[str, str] = {
    "start_turn": "start of the turn",
    "regroup": "regroup",
    "destiny": "before destiny",
    "destiny_drawn": "destiny drawn",
    "launch": "before launch",
    "aimed": "the gate is aimed",
    "invite": "before invitations",
    "alliance": "alliances formed",
    "planning": "before cards are chosen",
    "selected": "cards chosen",
    "reveal": "cards revealed",
    "rewards": "winner known",
    "resolved": "ships have moved",
    "end": "encounter over",
    "deal_made": "a deal is made",
    "deal_failed": "a deal failed",
    "won": "someone is about to win",
    "loss": "ships about to go to the warp",
    "lost": "ships went to the warp",
    "keep": "losing ships are about to be captured",
    "zap": "a play can be zapped",
    "using": "a power is about to act",
    "show": "a card is about to be shown",
    "played": "a card was played",
    "drew": "someone drew cards",
    "retrieved": "ships left the warp",
    "landed": "ships landed on a planet",
    "took": "cards were taken from a hand",
    "compensation": "compensation is due",
    "gained": "cards were gained",
}

SIDE = {"offense": "the offense", "defense": "the defense"}

# What a power use does, in a few words; ``{key}`` fields are filled from the option.
POWER_USES: dict[str, str] = {  # by use key (each power names its uses uniquely)
    "ooze": "{ooze}",
    "equalize": "equalize the attack cards",
    "pray": "draw three cards for all to see",
    "intervene": "{how} {drawn}",
    "build": "build a citadel with {card}",
    "activate": "turn on the citadels at {planet}",
    "keep": "take your encounter card back",
    "fetch": "fetch {pick} and offer it to {player}",
    "filch": "take {player}'s encounter card",
    "overwhelm": "discard {cards} to add their values",
    "bluff": "bluff: say your card is {claim}",
    "hack": "take compensation from {player}",
    "guilt": "collect compensation from {player}",
    "feast": "feast: take {rewards}",
    "bounty": "bounty: take {rewards}",
    "whine": "whine about {about}{want}{at_least}",
    "rearm": "{form}",
    "welcome": "{sign} 3 per foreign colony in your home system",
    "from_deck": "draw {from_deck} of it from the deck instead",
    "pick": "pick the cards {taker} takes",
    "rage": "discard {card} in rage",
    "duality": "put a second encounter card face down",
    "trick": "make {player} put up two cards",
    "heal": "heal {loss}",
    "sacrifice": "sacrifice {ships} and draw two cards each",
    "upset": "call an upset",
    "look": "look at {player}'s hand",
    "reversal": "reverse the attack digits",
    "new_hoard": "take a new hoard",
    "new_hoard_planning": "take a new hoard",
    "regenerate": "refill your hand to eight",
    "give": "give {gift} to {player}",
    "reincarnate": "{change}",
    "cards": "draw a card too ({event})",
    "ships": "free a ship too ({event})",
    "reinforce": "reinforce {side} with low attacks",
    "cancel": "discard {negotiate} to cancel {play}",
    "execute_any": "execute one of {player}'s ships",
    "switch": "switch the encounter cards",
    "crash": "crash-land a ship on the target",
    "trade": "trade hands with {player}",
    "choice": "meet {player}",
    "vengeance": "take a token per ship of {loss}",
    "avenge": "{avenge}",
    "outwit": "draw a card for each of your {ships} and send them home instead of colonizing",
    "hire": "hire {hired} as ships",
    "preserve": "put a card in cold storage and draw one",
    "thaw": "take the {stored} in cold storage as your hand",
    "graft": "graft {player}'s power",
    "adhere": "capture the losing ships {stack}",
    "grow": "add your stacks' captured ships to your total",
    "attrition": "leave each winner one ship in the encounter",
    "intimidate": "intimidate {player}: choose which of its ships are lost",
    "worldship": "send {planet} through the gate as a worldship",
    "devour": "devour {planet}",
    "infect": "infect {player}: spread from {planet} {dest}",
    "infect_wild": "infect {player}: spread from {planet} {dest}",
    "worldship_land": "leave {ships} from the worldship on the target",
    "time_travel": "time travel: replay the encounter from Planning",
    "harmony": "turn the attack into a negotiate (a deal follows)",
    "gravity": "every revealed attack keeps only its {digit} digit",
    "attack": "a negotiate facing you becomes an attack",
    "attack_again": "the cards are attack 00s again",
    "build_total": "{sign} your stack's sum to your total",
    "build_stack": "your lost attack: your opponent lets you win or you stack it",
    "swap_claw": "swap your claw with a card of your hand",
    "new_claw": "pick a new claw",
    "ask": 'ask {player}: "{question}"',
}


def title(prompt: Prompt, view: View = None) -> str:
    """What the prompt asks, in a few words (``view``: the asker's view, for the window's moment)."""
    known = TITLES.get(prompt.ctx) or alien_texts.TITLES.get(prompt.ctx)
    if prompt.ctx == "window" and view is not None:
        moment = WINDOWS.get(str(view.get("play_window") or ""))
        if moment:
            return f"Play a card or pass ({moment})"
    question = prompt.options[0].get("question") if prompt.options else None
    if prompt.ctx == "seeker_answer" and isinstance(question, str):  # the question itself, not just "answer"
        return f"Seeker asks you: {question_words(question)}"
    about = WHINES.get(str(prompt.spec.get("about"))) if prompt.ctx == "sniveler_answer" else None
    if about is not None:
        return about
    if known is not None:
        return known
    return str(prompt.ctx).replace("_", " ").capitalize()


def hint(prompt: Prompt, name: Namer, per: Planets = 5) -> str:
    """One line under the title: how many, from where, and the shortcuts."""
    spec = prompt.spec
    kind = prompt.kind
    if kind == CHOOSE:
        if prompt.ctx in ("launch_aim", "regroup_home", "tick_tock_wild_planet"):
            return "Click a glowing planet, or press the number it carries."
        if prompt.ctx == "window":
            return "Click a glowing card or a button; P passes."
        if prompt.ctx == "select_card":
            return "Click a glowing card in your hand or a button (number keys)."
        return "Click a choice or press its number."
    if kind == SHIPS:
        low, high = spec["min"], spec["max"]
        need = f"{low}" if low == high else f"{low} to {high}"
        where = f" for {location(spec['planet'], name, per)}" if "planet" in spec else ""
        who = f" (chosen by {name(spec['by'])})" if isinstance(spec.get("by"), int) else ""
        victim = spec.get("player")
        whose = f" of {name(victim)}'s" if isinstance(victim, int) and victim != prompt.seat else ""
        out = " Esc stays out." if spec.get("decline") else ""
        return f"Choose {need}{whose} ships{where}{who}. Enter confirms.{out}"
    if kind == PLACE:
        src = {
            "warp": "from the warp",
            "ally": "back from the encounter",
            "gate": "from the gate",
            "tech": "back from your tech",
        }
        where = src.get(str(spec.get("src")), "")
        ships = f"{spec['count']} ship{'s' if spec['count'] != 1 else ''}"
        return f"Place {ships} {where} on your colonies. Enter confirms."
    if kind == CARDS:
        owner = spec.get("owner")
        whose = f" from {name(owner)}'s hand" if isinstance(owner, int) and owner != prompt.seat else ""
        if "groups" in spec:
            return f"Pick one card from each group{whose}. Enter confirms."
        count = spec["count"]
        low = spec.get("min", count)
        need = f"{count}" if low == count else f"up to {count}" if low == 0 else f"{low} to {count}"
        to = f" for {name(spec['player'])}" if isinstance(spec.get("player"), int) else ""
        return f"Pick {need} card{'s' if count != 1 else ''}{whose}{to}. Enter confirms."
    if kind == INVITE:
        required = spec.get("required") or []
        partner = spec.get("partner", -1)  # Team Cosmic: the partner is invited anyway
        forced = [s for s in required if s != partner]
        if required:  # a hazard (or the team) makes the seat invite them: they are ticked and stay so
            why = [f"your partner {name(partner)} is invited anyway"] if partner in required else []
            if forced:
                why.insert(0, f"a hazard makes you invite {' and '.join(name(s) for s in forced)}")
            text = "; ".join(why)
            return f"{text[0].upper()}{text[1:]}. Toggle the others (number keys); Enter confirms."
        return "Toggle the players you invite (number keys); Enter confirms, Esc invites nobody."
    if kind == DEAL:
        return "Build an offer and propose it (Enter), accept theirs (A) or walk away (Esc)."
    return ""


def _planet(p: int, name: Namer, per: Planets) -> str:
    if isinstance(per, int):
        return f"{name(p // per)}'s planet {p % per + 1}"
    if not 0 <= p < len(per) or per[p] < 0:
        return "a planet out of the game"
    return f"{name(per[p])}'s planet {sum(1 for h in per[:p] if h == per[p]) + 1}"


def _saboteur_swap(f: _Fields) -> str:
    """A Saboteur swap option: the token that moves, then what it swaps with."""
    o = f.option
    first = _planet(int(o["first"]), f.name, f.per)
    if "second" not in o:
        return f"Move the token by {first}"
    if int(o["second"]) < 0:
        return f"Swap it with a {o.get('kind', 'token')} of your sheet"
    return f"Swap it with the token by {_planet(int(o['second']), f.name, f.per)}"


def option_label(option: dict[str, Any], name: Namer, per: Planets = 5, view: View = None) -> str:
    """One option of a ``choose`` prompt in words (``view``: the asker's view, to name plays and losses)."""
    kind = str(option.get("type", ""))
    fmt = _Fields(option, name, per, view)
    special = _SIMPLE.get(kind)
    if special is not None:
        return special(fmt)
    if kind == "play":
        return _play_label(fmt)
    if kind == "power":
        return _power_label(fmt)
    details = fmt.details(skip={"type"})
    head = kind.replace("_", " ").capitalize()
    return f"{head}: {details}" if details else head


def _play_label(f: _Fields) -> str:
    o = f.option
    card = CARD_NAME[o["card"]]
    label = f"Play {card.removeprefix('Flare: ')}" if CARD_KIND[o["card"]] != FLARE else f"Play {card}"
    half = o.get("half")
    if half:
        label += f" ({half})"
    skip = {"type", "card", "half", "use", "held"}
    extra = ""
    if o["card"] >= 0 and CARD_NAME[o["card"]] == "Space Junk" and "target" in o:
        extra = f"{f.name(o['target'])} takes {CARD_NAME[o['top']]}" if "top" in o else f.name(o["target"])
        skip.update(("target", "top"))
    elif o["card"] >= 0 and CARD_NAME[o["card"]] in ("Plague", "Hand Zap", "Finder") and "target" in o:
        extra = f"on {f.name(o['target'])}"
        skip.add("target")
    elif "side" in o and CARD_KIND[o["card"]] == REINFORCEMENT:
        extra = f"for {SIDE.get(o['side'], o['side'])}"
        skip.add("side")
    elif "allies" in o:
        extra = "send home " + ", ".join(f.name(s) for s in o["allies"])
        skip.add("allies")
    rest = f.details(skip=skip)
    tail = ", ".join(p for p in (extra, rest) if p)
    held = f" (from the {o['held']}'s hoard)" if o.get("held") else ""
    return f"{label}{': ' + tail if tail else ''}{held}"


def _power_label(f: _Fields) -> str:
    o = f.option
    alien = str(o.get("alien", ""))
    use = str(o.get("use", ""))
    phrase = alien_texts.USES.get(f"{alien}/{use}") or POWER_USES.get(use)
    if phrase is not None:
        return f"{alien}: " + phrase.format_map(f)
    extra = f.details(skip={"type", "alien", "use"})
    words = use.replace("_", " ")
    head = f"Use the {alien} power" + (f" ({words})" if words and words != "power" else "")
    return f"{head}{': ' + extra if extra else ''}"


class _Fields(dict[str, str]):
    """An option's fields in words, for ``str.format_map`` (a missing key reads as empty)."""

    def __init__(self, option: dict[str, Any], name: Namer, per: Planets, view: View) -> None:
        super().__init__()
        self.option = option
        self.name = name
        self.per = per
        self.view = view
        for key, value in option.items():
            self[key] = self.value(key, value)

    def __missing__(self, key: str) -> str:
        return ""

    def details(self, skip: set[str]) -> str:
        return ", ".join(self[k] for k in self.option if k not in skip and self[k])

    def value(self, key: str, value: Any) -> str:
        name, per = self.name, self.per
        if key == "held":
            return f"from the {value}'s hoard" if value else ""
        if key == "stack" and isinstance(value, int):
            return "in a new stack" if value < 0 else f"onto your stack {value + 1}"
        if key == "ooze":
            return "ooze more ships in" if value == "in" else "ooze ships home"
        if key == "change" and isinstance(value, bool):
            return "take a new alien" if value else "keep the present alien"
        if key == "how":
            return {"replace": "put in place of your card:", "add": "add to your attack:"}.get(str(value), "")
        if key == "drawers" and isinstance(value, list):
            verb = " draws a card" if len(value) == 1 else " draw a card"
            return ", ".join(name(s) for s in value) + verb
        if key == "avenge" and isinstance(value, int):
            spent = abs(value) // 3
            return f"spend {spent} token{'s' if spent != 1 else ''}: {value:+d} to your side"
        if key == "claim":
            return f'"{value}"'
        if key == "question":
            return question_words(str(value))
        if key == "sign" and isinstance(value, int):  # Xenophile: add or take from the total
            return "add" if value > 0 else "subtract"
        if key == "form" and value in ("swap", "place"):  # Saboteur's rearming
            return "swap two of your tokens" if value == "swap" else "lay a token from your sheet"
        if key == "side" and value in SIDE:
            return f"for {SIDE[value]}"
        if key == "only" and value in SIDE:
            return f"only {SIDE[value]}'s cards"
        if key == "taker" and isinstance(value, int):
            return name(value)
        if key == "play" and isinstance(value, int):
            return self._play(value)
        if key == "loss" and isinstance(value, int):
            return self._record("losses", value, "ships going to the warp")
        if key in ("event", "draw") and isinstance(value, int):
            return self._event(value)
        if key in ("ships", "ante") and isinstance(value, int):
            word = "ship" if value == 1 else "ships"
            return f"ante {value} {word}" if key == "ante" else f"{value} {word}"
        if key in ("about", "from_deck"):  # Sniveler's whine, Ethic's cards from the deck
            return str(value)
        if key == "rewards" and isinstance(value, int):
            return f"{value} defender reward{'s' if value != 1 else ''}"
        if key == "want":  # Sniveler: the card it whines for
            return f": an {value}" if str(value)[:1] in "aeiou" else f": a {value}"
        if key == "at_least" and isinstance(value, int):
            return f" of {value} or more" if self.option.get("want") == "attack" else ""
        if key == "count" and isinstance(value, int):
            return f"{value} cards of compensation" if self.option.get("half") else f"count {value}"
        if key in ("hired", "stored") and isinstance(value, int):
            return _plural(value, "card")
        if key == "discards" and isinstance(value, int):
            return f"discard {_plural(value, 'card')} for +{value}"
        if key == "spread" and isinstance(value, int):
            return f"call a spread of {value}"
        if key == "mode":
            return {"eight": "+8 to your side", "eight_zap": "+8, and a zap wins", "zap": "a zap wins"}.get(
                str(value), str(value)
            )
        if key == "from" and not isinstance(value, list):
            return f"the ships from {location(value, name, per)}" if value is not None else ""
        if isinstance(value, bool):
            return key.replace("_", " ") if value else f"no {key.replace('_', ' ')}"
        if key in ("player", "seat", "target", "owner", "fido", "source") and isinstance(value, int):
            return name(value)
        if key == "planet" and isinstance(value, int):
            return _planet(value, name, per)
        if key == "swap" and isinstance(value, int):
            return f"swapped with {_planet(value, name, per)}"
        if key == "dest" and isinstance(value, int):
            return f"to {_planet(value, name, per)}"
        if key == "delta" and isinstance(value, int):
            return f"{value:+d} to that total"
        card_keys = ("card", "drawn", "pick", "gift", "shown", "negotiate", "attack")
        if key in card_keys and isinstance(value, int):
            return CARD_NAME[value] if value >= 0 else "none"
        if key == "cards" and isinstance(value, list):
            return ", ".join(CARD_NAME[c] for c in value) or "no cards"
        if key == "destiny" and isinstance(value, int):
            return destiny_name(value).removeprefix("Destiny: ")
        if value in ("", None):
            return ""
        return f"{key.replace('_', ' ')} {value}"

    def _play(self, pid: int) -> str:
        plays = (self.view or {}).get("encounter", {}).get("plays", [])
        for p in plays:
            if p.get("id") == pid:
                who = self.name(p["seat"]) if isinstance(p.get("seat"), int) else "someone"
                if p.get("alien") and not isinstance(p.get("card"), int):
                    return f"{who}'s {p['alien']} power"
                card = p.get("card")
                if isinstance(card, int) and card >= 0:
                    return f"{who}'s {CARD_NAME[card]}"
                if p.get("alien"):
                    return f"{who}'s {p['alien']} power"
                return f"{who}'s play"
        return "that play"

    def _record(self, key: str, index: int, what: str) -> str:
        mods = (self.view or {}).get("encounter", {}).get("modifiers", {})
        records = mods.get(key, [])
        if 0 <= index < len(records) and isinstance(records[index], dict):
            rec = records[index]
            count = sum(c for _, c in rec.get("sources", []))
            who = self.name(rec["seat"]) if isinstance(rec.get("seat"), int) else "someone"
            if count == 1:
                what = what.replace("ships", "ship")
            return f"{who}'s {count} {what}" if count else f"{who}'s {what}"
        return what

    def _event(self, index: int) -> str:
        mods = (self.view or {}).get("encounter", {}).get("modifiers", {})
        ships = "ships" in str(self.option.get("use", "")) and "draw" not in self.option
        for key, verb in (("retrievals", "retrieval"),) if ships else (("draws", "draw"),):
            records = mods.get(key, [])
            if 0 <= index < len(records) and isinstance(records[index], dict):
                seat = records[index].get("seat")
                if isinstance(seat, int):
                    return f"after {self.name(seat)}'s {verb}"
        return "as they did"


def _take(f: _Fields, yes: str, no: str, key: str = "take") -> str:
    return yes if f.option.get(key) else no


_SIMPLE: dict[str, Callable[[_Fields], str]] = {
    "pass": lambda f: "Pass",
    "pact": lambda f: f"Bind yourself to {f['player']}",  # Alliance (hazard)
    "saboteur_token": lambda f: f"Lay a {f.option['kind']} by {f['planet']}",
    "saboteur_swap": lambda f: _saboteur_swap(f),
    "saboteur_system": lambda f: f"{f.name(int(f.option['system']))}'s system",
    "saboteur_swap_system": lambda f: (
        "Your sheet" if int(f.option["system"]) < 0 else f"{f.name(int(f.option['system']))}'s system"
    ),
    "saboteur_planet": lambda f: f"By {f['planet']}",
    "relic_from": lambda f: f"Take the ship from {_planet(int(f.option['src']), f.name, f.per)}",
    "filth_land": lambda f: f"Land on {f['planet']}",
    "free_colony": lambda f: f"Found a colony on {f['planet']}",
    "free_colony_from": lambda f: f"Take the ship from {_planet(int(f.option['src']), f.name, f.per)}",
    "prophet_penalty": lambda f: (
        "Send " + ", ".join(f"{c} from {_planet(int(p), f.name, f.per)}" for p, c in f.option["ships"])
    ),
    "hired_lost": lambda f: f"Discard the hired {CARD_NAME[f.option['hired']]}",
    "decline": lambda f: "Stay out",
    "side_discard": lambda f: f"Discard {f['card']} for your side",  # Crystal's refraction
    "bandit_take": lambda f: ("Take " + f["cards"]) if f.option["cards"] else "Take nothing",
    "bandit_discard": lambda f: f"Discard {f['card']}",
    "crystal_move": lambda f: (
        f"Move a ship from {_planet(int(f.option['src']), f.name, f.per)} to "
        f"{_planet(int(f.option['dst']), f.name, f.per)}"
    ),
    "extortion_answer": lambda f: (
        "Give up a ship (the Extortionist's choice)"
        if f.option["pay"]
        else f"Let it take {_plural(int(f.option['count']), 'card')} at random"
    ),
    "extortionist_ship": lambda f: (
        f"Send {f['player']}'s ship from {_planet(int(f.option['planet']), f.name, f.per)} to the warp"
    ),
    "chrysalis_pick": lambda f: f"Become the {f.option['alien']}",
    "encounter_card": lambda f: (
        CARD_NAME[f.option["card"]]
        + (f" (from the {f.option['held']}'s hoard)" if f.option.get("held") else "")
    ),
    "aim": lambda f: f["planet"],
    "retrieve": lambda f: f"Send it to {f['planet']}",
    "rewards": lambda f: _rewards(f.option["ships"], f.option["cards"], f.option.get("reward")),
    "compensation_backs": lambda f: _backs(int(f.option["reward"]), int(f.option["count"])),
    "kicker": lambda f: f"Play {f['card']} face down",
    "no_kicker": lambda f: "No kicker",
    "rift_ship": lambda f: f"Free a ship of {f['owner']} ({f.option['left']} to go)",
    "finder_name": lambda f: f"Name {f.option['name']}",
    "alien": lambda f: f"Be the {f.option['alien']}",
    "wild": lambda f: f"Attack {f['player']}",
    "destiny_pick": lambda f: f"Draw {f['destiny']}",
    "second_encounter": lambda f: _take(f, "Yes, another encounter", "No, end my turn"),
    "seeker_answer": lambda f: {"yes": "Yes", "no": "No", "unknown": "I don't know yet"}.get(
        str(f.option.get("answer")), str(f.option.get("answer"))
    ),
    "seeker_name": lambda f: "I don't know yet" if f.option.get("unknown") else f"I will play {f['card']}",
    "seeker_show": lambda f: f"Show {f['card']}: I will play it",
    "trickster_hide": lambda f: f"Hide it: {f.option['place']}",
    "trickster_guess": lambda f: f"Point at: {f.option['place']}",
    "zombie_raise": lambda f: _take(f, "Raise them", "Leave them"),
    "whine_answer": lambda f: _take(f, "Agree", "Refuse", "agree"),
    "whine_card": lambda f: f"Give {f['card']}",
    "whine_refuse": lambda f: "Refuse",
    "whine_colony": lambda f: f"Found a colony on {f['planet']}",
    "give_up_colony": lambda f: f"Give up {f['planet']}",
    "complaint": lambda f: _take(f, "Let them join your side", "Refuse: your allies go home", "invite"),
    "share_win": lambda f: _take(f, "Share the win", "Refuse", "share"),
    "contest": lambda f: f"Meet {f['player']} in a special encounter",
    "fido_reward": lambda f: {
        "ship": "Free a ship from the warp",
        "card": "Draw a card",
        "none": "Nothing",
    }.get(str(f.option.get("take")), str(f.option.get("take"))),
    "fido_keep": lambda f: f"Keep {f['pick']}" if f.option.get("keep") else f"Discard {f['pick']}",
    "fido_offer": lambda f: (
        f"Take {f['pick']} from {f['fido']}" if f.option.get("accept") else f"Refuse {f['pick']}"
    ),
    "challenge": lambda f: "Challenge: show the card" if f.option.get("call") else "Let it stand",
    "hate": lambda f: f"Discard {f['card']}",
    "deuce_second": lambda f: f"Put {f['card']} face down beside your card",
    "cavalry_card": lambda f: f"Put {f['card']} face down beside your side's card",
    "magician_take": lambda f: {
        "up": "Take the face-up card",
        "down": "Take the face-down card",
        "reward": "Take the reward-backed card",
        "cosmic": "Take the cosmic-backed card",
    }.get(str(f.option.get("take")), "Take one at random"),
    "hate_ships": lambda f: "Lose ships instead",
    "bully_threat": lambda f: _take(f, "Concede the encounter", "Refuse: lose two ships", "concede"),
    "claw_pick": lambda f: f"Make {f['card']} your claw",
    "schizoid_card": lambda f: f"Keep this card: {f.option['text']}",
    "schizoid_switch": lambda f: f"Take this card: {f.option['text']}",
    "schizoid_zap": lambda f: "Play the Cosmic Zap and win" if f.option["zap"] else "Keep the zap",
    "claw_swap": lambda f: f"Swap your claw for {f['card']}",
    "claw_planet": lambda f: f"Take {f['planet']}",
    "industrialist_build": lambda f: _take(f, "Let the Industrialist win", "It stacks its attack", "concede"),
    "ooze_out": lambda f: f"{f.option['count']} ship{'s' if f.option['count'] != 1 else ''} home",
    "to_gate": lambda f: f"{f.option['count']} to the gate, the rest home",
    "cryo_take": lambda f: _take(f, "Take them up (discard your hand)", "Keep your hand"),
    "miser_hoard": lambda f: (
        "Hoard the second hand" if f.option.get("hoard") == "second" else "Hoard the first hand"
    ),
    "mite": lambda f: "Discard down to three" if f.option.get("choice") == "discard" else "Let them land",
    "mutant_source": lambda f: (
        "Draw from the deck"
        if f.option.get("source") == -1
        else f"Take from {f['source']}" + (" (look and choose)" if f.option.get("choose") else " (at random)")
    ),
    "own_colour": lambda f: _own_colour(f),
    "partner_colour": lambda f: (
        f"Attack {f['player']} at {f['planet']}"
        if f.option.get("choice") == "encounter"
        else "Draw destiny again"
    ),
    "team_gift": lambda f: (
        f"Gift {f['planet']} to your partner" if f.option.get("gift") else f"Keep {f['planet']}"
    ),
    "reserve_cards": lambda f: f"Use {f['cards']} {f['side']}",
    "reserve_take": lambda f: f"Take back {f['cards']}" if f.option.get("cards") else "Take nothing back",
    "execute": lambda f: f"Execute a ship on {f['planet']}",
    "planet": lambda f: f["planet"],
    "will_target": lambda f: f"Meet {f['player']} at {f['planet']}",
    "citadel_planet": lambda f: f"Citadel of {f['card']} at {f['planet']}",
    "tech": lambda f: _tech_label(f),
    "genesis_settle": lambda f: f"Settle {_plural(int(f.option['ships']), 'ship')} on {f['planet']}",
    "prometheus": lambda f: f"Put the Prometheus on {f['planet']}",
    "coldsleep_land": lambda f: f"Found a colony on {f['planet']}",
    "research": lambda f: f"Research with a ship from {f['planet']}",
    "complete": lambda f: _tech_turn(f, "Complete"),
    "abandon": lambda f: _tech_turn(f, "Abandon"),
    "chosen_wild": lambda f: (
        "Use none of them" if f.option.get("drawn", -1) < 0 else f"{f['how'].capitalize()} {f['drawn']}"
    ),
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


def _rewards(ships: int, cards: int, reward: Any = None) -> str:
    parts = []
    if ships:
        parts.append(f"{_plural(ships, 'ship')} from the warp")
    if cards and isinstance(reward, int) and not isinstance(reward, bool):
        cosmic = cards - reward
        if cosmic:
            parts.append(f"{_plural(cosmic, 'cosmic card')}")
        if reward:
            parts.append(f"{_plural(reward, 'reward card')}")
    elif cards:
        parts.append(_plural(cards, "card"))
    return " and ".join(parts) or "Nothing"


def _backs(reward: int, count: int) -> str:
    """Compensation from a hand with both backs: how many reward-backed cards to take."""
    cosmic = count - reward
    parts = [_plural(n, f"{back} card") for n, back in ((reward, "reward"), (cosmic, "cosmic")) if n]
    return "Take " + " and ".join(parts) if parts else "Take nothing"


def _scrambled(f: _Fields) -> str:
    o = f.option
    cancel = o.get("cancel")
    what = TECHS[cancel].name if isinstance(cancel, int) and 0 <= cancel < len(TECHS) else "a tech"
    return f"cancel {f['owner']}'s {what}" if isinstance(o.get("owner"), int) else f"cancel {what}"


TECH_USES: dict[str, Callable[[_Fields], str]] = {  # a tech's window option in words (else its fields)
    "Coldsleep Ship": lambda f: f"found a colony on {f['planet']}",
    "Omega Missile": lambda f: f"destroy {f['planet']}",
    "Tech Scrambler": _scrambled,
    "The Prometheus": lambda f: "the Prometheus goes along",
    "Xenon Lasers": lambda f: ("add 1 to" if f.option.get("change", 0) > 0 else "take 1 from") + " your side",
}


def option_tip(option: dict[str, Any]) -> str:
    """More words about an option, for its button's hover (a tech's research number and text), or ""."""
    if option.get("type") == "tech" and isinstance(option.get("tech"), int):
        card = TECHS[option["tech"]]
        number = "X (any number of ships)" if card.research == 0 else str(card.research)
        return f"{card.name} (research {number}): {card.text}"
    return ""


def _tech_label(f: _Fields) -> str:
    """A tech option: used in a play window, or kept at setup (the catalog names it)."""
    card = TECHS[int(f.option["tech"])]
    if f.view is not None and f.view.get("play_window"):
        phrase = TECH_USES.get(card.name)
        extra = phrase(f) if phrase is not None else f.details(skip={"type", "tech"})
        return f"Use {card.name}" + (f": {extra}" if extra else "")
    number = "X" if card.research == 0 else str(card.research)
    return f"Keep {card.name} (research {number})"


def _tech_turn(f: _Fields, verb: str) -> str:
    """Completing or abandoning the face-down tech: named only to its owner (whose view holds it); in front
    of the table both read alike, so the choice offered tells nobody the tech's research number."""
    mine = f.view.get("my_tech") if f.view is not None else None
    if not isinstance(mine, int):
        return "Turn the tech over (complete it, or abandon it)"
    return f"{verb} {TECHS[mine].name}"


def _own_colour(f: _Fields) -> str:
    choice = f.option.get("choice")
    if choice == "encounter":
        return f"Attack {f['player']} in your system"
    if choice == "reestablish":
        return f"Re-establish {f['planet']}"
    return "Draw destiny again"


def location(loc: Any, name: Namer, per: Planets = 5) -> str:
    """A ship location (planet number, "gate", "warp", ...) in words."""
    if isinstance(loc, int):
        return _planet(loc, name, per)
    places = {
        "gate": "the gate",
        "warp": "the warp",
        "ally": "the ally slot",
        "extra": "the hired ships",
        "tech": "the tech",
    }
    return places.get(str(loc), str(loc))


def terms_text(
    terms: dict[str, Any] | None, role: str, name: Namer, seats: dict[str, int], per: Planets = 5
) -> str:
    """Deal terms in words from ``role``'s side ("You give ... ; they give ..."). ``seats``: role -> seat."""
    if not terms:
        return "No offer on the table."
    other = "defense" if role == "offense" else "offense"

    def side(part: dict[str, Any] | None) -> str:
        if not part:
            return "nothing"
        bits = [CARD_NAME[c] for c in part.get("cards", [])]
        count = int(part.get("count", 0))
        if count:
            kind = part.get("kind")
            what = f"{kind} card" if kind else "card"
            more = " more" if bits else ""
            bits.append(f"{count}{more} {what}{'s' if count != 1 else ''} of their choice")
        colony = part.get("colony")
        if colony is not None:
            bits.append(f"a colony on {location(colony, name, per)}")
        for key, value in part.items():
            if key not in ("cards", "count", "kind", "colony") and value:
                bits.append(f"{key.replace('_', ' ')} {value}")
        return ", ".join(bits) or "nothing"

    return f"You give {side(terms.get(role))}; {name(seats[other])} gives {side(terms.get(other))}."


CARD_TEXT: dict[str, str] = {
    "Card Zap": "Artifact. Cancel a flare or artifact as it is played. Any time.",
    "Cosmic Zap": "Artifact. Stop one use of an alien power. Any time.",
    "Emotion Control": "Artifact. After the reveal, treat every attack card shown as a negotiate.",
    "Force Field": "Artifact. After alliances form, send home any allies you choose.",
    "Ionic Gas": "Artifact. After the winner is known, no compensation or defensive rewards are paid.",
    "Mobius Tubes": "Artifact. Offense only, in regroup: free all ships from the warp.",
    "Plague": "Artifact. In regroup: a player loses three ships and discards one card of each type.",
    "Quash": "Artifact. Cancel a deal just made; it fails.",
    "Hand Zap": "Artifact. In regroup: a player you choose throws away its hand and draws a new one.",
    "Finder": "Artifact. Any phase: name a card, look through another player's hand, take the card if there.",
    "Space Junk": "Artifact. Any phase: a player you choose takes the top card of the discard pile.",
}


def card_text(card: int) -> str:
    """A card's rules in a sentence or two, for the enlarged card and tooltips."""
    kind = CARD_KIND[card]
    name = CARD_NAME[card]
    if kind == ATTACK:
        return f"Attack {CARD_VALUE[card]:02d}. Encounter card: adds {CARD_VALUE[card]} to your side's total."
    if kind == NEGOTIATE:
        return (
            "Negotiate. Encounter card: against an attack you lose but take compensation; "
            "against a negotiate you must deal."
        )
    if kind == MORPH:
        return "Morph. Encounter card: becomes a copy of the card your opponent shows."
    if kind == REINFORCEMENT:
        return f"Reinforcement +{CARD_VALUE[card]}. After the reveal, add {CARD_VALUE[card]} to either side."
    if kind == ARTIFACT:
        return CARD_TEXT.get(name, f"Artifact: {name}.")
    if kind == FLARE:
        from game.alien_catalog import describe as alien_info

        alien = name.removeprefix("Flare: ")
        info = alien_info(alien)
        wild = info.get("wild") or ""
        sup = info.get("super") or ""
        parts = [f"Flare of the {alien}. Wild (without that alien): {wild}".strip()]
        if sup:
            parts.append(f"Super (as the {alien}): {sup}")
        return "\n".join(parts)
    return name


def question_words(question: str) -> str:
    """A Seeker question (its id in ``game.aliens.seeker.QUESTIONS``) in words."""
    from game.aliens.seeker import QUESTIONS  # the aliens import the phases; this module is text only

    if question == "which_card":
        return "Which card will you play?"
    known = QUESTIONS.get(question)
    return known[3] if known else question.replace("_", " ")
