"""Rephrasings of the ALFWorld instructions, in twenty-four wordings that share no phrasing.

A team's users do not phrase tasks like the runs a memory learned from. This module writes each recorded
instruction again in other words (other verbs, synonyms, word order, politeness, extra words), from
templates and synonym lists written here by hand, independent of any model gmem uses (but for the
wordings in ``PARAPHRASED``, each instruction paraphrased on its own, by models that saw nothing of gmem):

* ``tune``: the wording gmem's retrieval constants (word neighbours, fusion, calibration, floor) were
  fitted on; it is scored on the even task positions of the stream;
* ``heldout``: other templates and other synonym lists, never looked at while tuning; it is scored on the
  odd task positions;
* ``heldout2``: a third wording, written after the ``heldout`` misses had been read (so ``heldout`` is no
  longer blind) and before any change made after that; other verbs ("prepare", "fix up", "get"), other
  names for objects and receptacles, requests of several clauses and in other word orders. Scored on the
  odd task positions; measured after each change, and its misses read on 2026-11-23 (no longer blind).
* ``heldout3``: a fourth wording, written on 2026-11-23 once ``heldout2`` had been measured several times
  and before the changes of that day; other verbs and idioms ("zap", "stash", "pop", "eyeball", "run it
  under the tap"), the appliance named instead of the state ("stick it in the fridge"), other names.
  Scored on the odd task positions; measured once, after those changes, never read while making them; its
  misses read in the fourth session of that day (no longer blind).
* ``heldout4``: a fifth wording, written on 2026-11-23 after ``heldout3`` had been measured once and
  before any later change ("nuke", "put it on ice", "sanitize", "relocate", "a mug and another mug",
  "served chilled"); scored on the odd task positions, measured once at the end of that day's changes; its
  misses read in the fourth session of that day (no longer blind).

The read wordings (``heldout`` to ``heldout4``) and ``tune`` are what a change to the retrieval may be chosen
on from the fourth session of 2026-11-23 on; ``heldout5`` to ``heldout7`` measure it.
* ``heldout5``: a sixth wording, written on 2026-11-23 (second session) before any change of that session,
  as a user might plainly ask ("warm the mug up in the microwave", "i want a chilled apple sitting in the
  fridge", "turn on the desk light and take a look at the cd"), every compound name written apart. Scored
  on the odd task positions; measured only at the end of that session's changes, its misses never read.
* ``heldout6``: a seventh wording, written on 2026-11-23 (third session) before any change of that session,
  in the register a model asked to paraphrase tends to write ("Ensure that a heated mug ends up in the
  coffeemaker.", "Retrieve a pair of keys ... and deposit them"). Scored on the odd task positions;
  measured first on the code of that session's start, its misses never read. On 2026-12-02 (twenty-ninth
  session) some 50 of its texts were printed by mistake, in a scan of the data files for task markers
  ("Your task is to:"): its misses are still unread, but its wording is not unseen, so no later change may
  be chosen with it in mind (that session's change touches none of its texts).
* ``heldout7``: an eighth wording, written on 2026-11-23 (fourth session) before any change of that session,
  in the terse register of a task tracker ("mug: heat up, then into the coffee station", "the apple has to
  be cold when it lands in the fridge", "go get the cup, give it a spin in the microwave, and drop it off
  at the table"). Scored on the odd task positions; measured on the code of that session's start and at
  its end, its misses never read.
* ``heldout8``: a ninth wording, written on 2026-11-25 before any change of that session, and (with
  ``tune8``) the only ones not written from templates: each recorded instruction paraphrased on its own,
  three times (a plain user request, the register of a model asked to paraphrase, a chat message or to-do
  note), by a model that saw the 67 instructions and nothing of gmem (:data:`PARAPHRASED`). The closest to
  how a user's team, or an evaluator's paraphrasing model, rewords a task, and the first whose *memory*
  in users' words is hard: no two runs of a kind share a template's words. Scored on the odd task
  positions; measured on that session's starting code and at its end, its misses never read. On 2026-12-02
  (thirtieth session) part of its texts were printed by mistake, in a failing test's message: its misses
  are still unread, but no later change may be chosen with its wording in mind.
* ``tune8``: written the same way on the same day by another model instance that saw neither ``heldout8``
  nor gmem (a request said out loud, a work order, a wordy friendly message); the free-worded wording
  changes may be chosen on. Scored on the even task positions, as ``tune``.
* ``heldout9``: an eleventh wording, written on 2026-11-25 (second session) the same way by a third model
  instance that saw neither of those nor gmem: the end state wanted ("What I need is a chilled tomato
  sitting inside the microwave."), a speaker whose English is not their first language ("Can the robot make
  the tomato to be cold and after put it into microwave?"), a hurried chat line ("tomato chilled, then in
  microwave"). Scored on the odd task positions; written after that session's first change (the relevance
  calibration, which moves no ranking), measured then and at the session's end, its misses never read.
* ``tune10``: a twelfth wording, written on 2026-11-26 the same way by a fourth model instance that saw only
  the 67 instructions (not the other wordings, nor gmem), to find what the read wordings no longer show: a
  busy person's spoken request ("Nuke an egg and then chuck it in the trash."), a line of a household
  checklist, often passive or the end state ("Pepper shaker stored in the drawer."), and a longer message
  with a reason and unrelated detail ("The cat keeps knocking stuff off the counter ... Move the salt shaker
  into the cabinet, would you?"). Scored on the even task positions, as ``tune``; changes may be chosen on it.
* ``tune11``: a thirteenth wording, written on 2026-11-26 (third session) the same way by a fifth model
  instance shown only the 67 instructions, in three registers the tune wordings lacked: a to-do or
  tracker line of fragments and arrows ("mug -> heat -> coffee maker", "safe: watch"), the end state wished
  for ("There should be a chilled tomato sitting in the microwave when I get back."), and the English of
  a learner ("Make tomato cold, after put it inside microwave."). Scored on the even task positions, as
  ``tune``; changes may be chosen on it.
* ``tune12``: a fourteenth wording, written on 2026-11-26 (fourth session) the same way by a sixth model
  instance shown only the 67 instructions: numbered or sequenced steps that name the means ("1. Pick up a
  mug. 2. Heat it in the microwave. 3. Place it in the coffee machine."), the everyday words of British,
  Indian, Australian and American speakers ("Kindly keep the salt shaker in the drawer.", "plonk it on the
  benchtop"), and the result or purpose wanted, an object named by what it is for ("The thing that makes
  coffee should have a warmed-up mug sitting in it."). Scored on the even task positions, as ``tune``;
  changes may be chosen on it.
* ``tune13``: a fifteenth wording, written in the same session the same way by a seventh model instance
  shown only the 67 instructions: typed fast on a phone, with a typo or two ("heat up a mug and put it in
  the coffe machine", "find 2 soap bars & put em in the cabinett"), the request asked as a question ("How
  do I warm a mug and then get it into the coffee maker?", "Who can find two bars of soap and put them in a
  cabinet?"), and a benchmark's or a manual's task specification ("Objective: locate two soap bars and
  place both inside a cabinet."). Scored on the even task positions, as ``tune``; changes may be chosen on
  it.
* ``tune14``: a sixteenth wording, written on 2026-11-26 (fifth session) the same way by an eighth model
  instance shown only the 67 instructions: a voice assistant's transcript, with fillers, false starts and a
  misheard word ("um okay so grab the bowl and uh look at it under the desk lamb"), a developer's scripted
  call ("PICK(tomato); COOL(tomato); PLACE(tomato, microwave)", ``robot.clean("soapBar").placeOn("countertop")``),
  and a request that rules out an alternative ("Don't warm the tomato up - cool it, then put it in the
  microwave.", "Not on the shelf - the vase goes in the safe."). Scored on the even task positions, as
  ``tune``; changes may be chosen on it.
* ``tune15``: a seventeenth wording, written on 2026-11-26 (sixth session) the same way by a ninth model
  instance shown only the 67 instructions: a formal or bureaucratic register ("Kindly ensure that two bars
  of soap are disposed of in the refuse receptacle.", "Procure the vase and secure it within the safe."),
  idioms and figurative everyday phrasing ("Let a spud cool its heels in the fridge, then shove it in the
  microwave.", "Squirrel the vase away in the safe."), and the request inside a longer message, often the
  destination first ("The microwave needs a potato in it - a cold one, straight out of the fridge, for the
  recipe I'm testing."). Scored on the even task positions, as ``tune``; changes may be chosen on it.
* ``tune16``: an eighteenth wording, written on 2026-11-26 (seventh session) the same way by a tenth model
  instance shown only the 67 instructions: a request relayed from someone else ("My roommate asked if the
  robot could take a look at the bowl under the desk lamp."), objects and places named by description
  ("Warm up an egg and then toss it into the bin where the rubbish goes.", "the little lamp on the desk"),
  and a conditional or hedged request ("If you manage to warm up an egg, it can go straight into the
  garbage can afterward."). Scored on the even task positions, as ``tune``; changes may be chosen on it.
* ``tune17``: a nineteenth wording, written on 2026-11-26 (eighth session) the same way by an eleventh model
  instance shown only the 67 instructions: the state wanted said with a vivid adjective or idiom ("Get a mug
  piping hot and set it in the coffee machine.", "Plonk a pair of pillows down on the sofa."), objects and
  places called by other everyday or regional names ("Put two pillows on the settee.", "inspect the serving
  bowl under the reading lamp on the desk"), and a line of a shift handover note, a rota or an operator's
  log ("Handover, 6pm: mug still wants heating and has to finish up in the coffee maker."). Scored on the
  even task positions, as ``tune``; changes may be chosen on it.
* ``tune18``: a twentieth wording, written on 2026-11-26 (ninth session) the same way by a twelfth model
  instance shown only the 67 instructions: a step of a cookbook or housekeeping manual ("Chill a tomato in the
  refrigerator until cold, then place it in the microwave."), a game's quest or mission briefing ("Treasure
  run: collect two keychains and lock them in the safe."), and a young person's text message with slang,
  abbreviations and emoji ("heat up a mug n pop it in the coffee machine pls ☕"). Scored on the even task
  positions, as ``tune``; changes may be chosen on it.
* ``tune19``: a twenty-first wording, written on 2026-11-26 (ninth session) the same way by a thirteenth model
  instance shown only the 67 instructions, as a model writes when a benchmark's author asks it to paraphrase:
  keeping the meaning ("Put a chilled tomato in the microwave."), in other words and constructions ("The coffee
  maker should receive a mug that has first been refrigerated."), and spelling out the steps implied ("Find a
  mug, heat it in the microwave, and then place the hot mug in the coffee machine."). Scored on the even task
  positions, as ``tune``; changes may be chosen on it.
* ``tune20``: a twenty-second wording, written on 2026-11-27 (tenth session of 2026-11-26) the same way by a
  fourteenth model instance shown only the 67 instructions: a search-box or keyword query ("hot mug coffee
  maker", "clean plate -> counter"), an email or support ticket with a subject line, a greeting and a
  sign-off ("Subject: tomato\nHi team,\nCan someone chill a tomato and then set it inside the microwave?"),
  and the destination named first, the object last ("Inside the microwave is where a cooled-down tomato
  belongs."). Scored on the even task positions, as ``tune``; changes may be chosen on it.
* ``tune21``: a twenty-third wording, written on 2026-11-27 (fifteenth session) the same way by a
  fifteenth model instance shown only the 67 instructions, each register asked for the widest choice of
  words: a housemate's everyday speech ("Chuck both pillows on the sofa, would you?"; the prompt named a few
  such words as examples: "chuck", "pop", "nuked", "toasty", "the icebox"), a careful rewording that keeps
  as few of the recorded words as it can ("Locate a pair of soap cakes and store both in the cabinet.", "The
  espresso machine should receive a mug that has first been warmed."), and a note left for someone, with a
  reason ("Coffee machine needs a mug in it - a toasty one, nuke it first."). Scored on the even task
  positions, as ``tune``; changes may be chosen on it.
* ``tune22``: a twenty-fourth wording, written on 2026-12-02 (twenty-eighth session) the same way by a
  sixteenth model instance shown only the 67 instructions: the goal as an agent framework's planner states it
  to its executor ("Goal state: two bars of soap are inside the garbage can.", "The robot must chill a tomato
  and then place it in the microwave."), a rewording that shares as few words with the instruction as it can
  ("Onto the shelving ledge goes a lead pencil.", "Stow the flower vessel within the strongbox."), and a text
  message from someone in the family ("can u toss 2 bars of soap in the trash can? they're all gross"). Scored
  on the even task positions, as ``tune``; changes may be chosen on it.
* ``tune23``: a twenty-fifth wording, written on 2026-12-03 (thirty-fifth session) before that session's change,
  the same way by a seventeenth model instance shown only the 67 instructions and a few example phrases, to bring
  the tune wordings nearer the registers of the unread ``heldout6`` and ``heldout7`` (whose texts it did not see):
  the rewording a model gives when asked to keep the meaning but none of the words ("Transfer a warmed mug onto the
  coffee maker.", "Deposit a pair of soap bars into the waste bin."), a task tracker's or checklist's terse line
  ("plate: wash, then counter", "2x soap bar -> trash"), and a spoken request step by step, in everyday idioms
  ("Run the bar of soap under the tap and then just set it down on the counter, please."). Five of its lines that
  repeated the examples it was given word for word were rewritten by hand. Scored on the even task positions, as
  ``tune``; changes may be chosen on it.
* ``tune24``: a twenty-sixth wording, written on 2026-12-05 (forty-eighth session) before that session's ranking
  changes, the same way by an eighteenth model instance shown only the 67 instructions: a kanban card's or to-do
  list's terse line ("tomato: chill, then -> microwave", "2 keychains -> safe"), a note left on the fridge for a
  housemate that says the state a thing must be in by the time it lands ("Tomato should be cold by the time it
  ends up in the microwave, so fridge it first."), and what someone types into a home robot's app, in phrasal verbs
  and slang ("cool down a tomato and stick it in the microwave", "nuke", "spud", "the loo"). Scored on the even
  task positions, as ``tune``; changes may be chosen on it.
* ``tune25``, ``tune26``, ``tune27``, ``heldout10``, ``heldout11``: five more wordings, written on 2026-12-05
  (fiftieth session) before that session's ranking changes, each by a model instance shown only the 67
  instructions and one brief of three registers, and each measured (with the memory recorded) before any of its
  texts was read. ``tune25``: a speaker whose first language is not English ("Put please two soap bars into the
  rubbish bin."), a voice assistant's transcript with the recogniser's errors ("put too pillows on the sofa"), a
  child asking the robot. ``tune26``: the request as a check the result must pass ("Don't put the cup in the
  cupboard until it's been heated."), a supervisor's passive ("A tomato is to be cooled and subsequently placed in
  the microwave."), a household member's details around the request. ``tune27``: a text message with emoji, English
  mixed with Spanish or Hindi ("Enfría una taza and put it in the cafetera.", "Mug ko garam karke coffee machine
  mein rakh do."), things named by brand ("the Keurig"). The three are scored on the even task positions, as
  ``tune``; changes may be chosen on them. ``heldout10`` (an issue tracker's terse line, an operations queue's
  ticket, a to-do item jotted on a phone) and ``heldout11`` (a Victorian employer's instruction to a butler, short
  steps that refer back with pronouns, a flatmate's sarcastic message) are scored on the odd task positions, as the
  other unread wordings; their misses are never read.
* ``tune28``, ``tune29``, ``tune30``: three more, written on 2026-12-06 (sixty-fourth session) before that session's
  changes, each by a model instance shown only the 67 instructions and one brief of three registers
  (``experiments/data/alfworld_wordings_brief.md``), and measured before their misses were read. ``tune28``: a
  developer's call to the robot's API or a config entry, a user story or acceptance criterion, a tentative question
  of whether the robot could or would do it. ``tune29``: a rambling voice memo with the request in the middle, the
  English of India, Nigeria, Scotland or Australia, a request corrected on the way. ``tune30``: numbered steps,
  whether it has been done yet and if not to do it, a notification in nominal style ("Request: relocation of
  ..."). Scored on the even task positions, as ``tune``; changes may be chosen on them.

Only the family, the object and the receptacle are read from the recorded instruction (by the patterns
below); the wording is all this module's.

    python -m experiments.rephrasings --trajectories ../shared/data/alfworld/...jsonl

writes ``experiments/data/alfworld_rephrased.jsonl`` (one line per task, split and variant).
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path

SPLITS = (
    "tune",
    "heldout",
    "heldout2",
    "heldout3",
    "heldout4",
    "heldout5",
    "heldout6",
    "heldout7",
    "tune8",
    "heldout8",
    "heldout9",
    "tune10",
    "tune11",
    "tune12",
    "tune13",
    "tune14",
    "tune15",
    "tune16",
    "tune17",
    "tune18",
    "tune19",
    "tune20",
    "tune21",
    "tune22",
    "tune23",
    "tune24",
    "tune25",
    "tune26",
    "tune27",
    "heldout10",
    "heldout11",
    "tune28",
    "tune29",
    "tune30",
)
#: The wordings scored on the even task positions (chosen on); the others are scored on the odd ones.
TUNING = tuple(split for split in SPLITS if split.startswith("tune"))
#: The held-out wordings whose misses were read: a change may be chosen on them too, so they measure nothing
#: a change was not fitted to.
READ = ("heldout", "heldout2", "heldout3", "heldout4")
#: The held-out wordings never chosen on, their misses never read: what the retrieval is measured on.
UNREAD = tuple(split for split in SPLITS if split not in TUNING and split not in READ)
VARIANTS = 3
DEFAULT_OUT = Path(__file__).parent / "data" / "alfworld_rephrased.jsonl"
#: The wordings written per task rather than from templates, one line per recorded task: {"id", "paraphrases"}
#: (the paraphrases of that task's instruction, written by models shown the 67 instructions of the shared run).
PARAPHRASED = {
    "tune8": Path(__file__).parent / "data" / "alfworld_paraphrased_tune.jsonl",
    "heldout8": Path(__file__).parent / "data" / "alfworld_paraphrased.jsonl",
    "heldout9": Path(__file__).parent / "data" / "alfworld_paraphrased_heldout9.jsonl",
    "tune10": Path(__file__).parent / "data" / "alfworld_paraphrased_tune10.jsonl",
    "tune11": Path(__file__).parent / "data" / "alfworld_paraphrased_tune11.jsonl",
    "tune12": Path(__file__).parent / "data" / "alfworld_paraphrased_tune12.jsonl",
    "tune13": Path(__file__).parent / "data" / "alfworld_paraphrased_tune13.jsonl",
    "tune14": Path(__file__).parent / "data" / "alfworld_paraphrased_tune14.jsonl",
    "tune15": Path(__file__).parent / "data" / "alfworld_paraphrased_tune15.jsonl",
    "tune16": Path(__file__).parent / "data" / "alfworld_paraphrased_tune16.jsonl",
    "tune17": Path(__file__).parent / "data" / "alfworld_paraphrased_tune17.jsonl",
    "tune18": Path(__file__).parent / "data" / "alfworld_paraphrased_tune18.jsonl",
    "tune19": Path(__file__).parent / "data" / "alfworld_paraphrased_tune19.jsonl",
    "tune20": Path(__file__).parent / "data" / "alfworld_paraphrased_tune20.jsonl",
    "tune21": Path(__file__).parent / "data" / "alfworld_paraphrased_tune21.jsonl",
    "tune22": Path(__file__).parent / "data" / "alfworld_paraphrased_tune22.jsonl",
    "tune23": Path(__file__).parent / "data" / "alfworld_paraphrased_tune23.jsonl",
    "tune24": Path(__file__).parent / "data" / "alfworld_paraphrased_tune24.jsonl",
    **{
        split: Path(__file__).parent / "data" / f"alfworld_paraphrased_{split}.jsonl"
        for split in ("tune25", "tune26", "tune27", "heldout10", "heldout11", "tune28", "tune29", "tune30")
    },
}

#: (family, pattern): the recorded ALFWorld wordings, with the object and receptacle as named groups.
PATTERNS = [
    ("look", re.compile(r"^(?:look at|examine the) (?P<o>\w+) (?:under|with) the desklamp\.?$")),
    ("two", re.compile(r"^(?:put|find) two (?P<o>\w+) (?:and put them )?in (?P<r>\w+)\.?$")),
    ("clean", re.compile(r"^(?:put a clean (?P<o>\w+) in|clean some (?P<o2>\w+) and put it in) (?P<r>\w+)\.?$")),
    ("heat", re.compile(r"^(?:put a hot (?P<o>\w+) in|heat some (?P<o2>\w+) and put it in) (?P<r>\w+)\.?$")),
    ("cool", re.compile(r"^(?:put a cool (?P<o>\w+) in|cool some (?P<o2>\w+) and put it in) (?P<r>\w+)\.?$")),
    ("place", re.compile(r"^put (?:a|some) (?P<o>\w+) (?:in|on) (?P<r>\w+)\.?$")),
]

#: Per split: how the compound ALFWorld names are written, then the templates per family.
NAMES = {
    "tune": {
        "coffeemachine": "coffee machine",
        "garbagecan": "garbage can",
        "countertop": "counter top",
        "saltshaker": "salt shaker",
        "peppershaker": "pepper shaker",
        "soapbar": "soap bar",
        "soapbottle": "soap bottle",
        "alarmclock": "alarm clock",
        "keychain": "key chain",
        "cd": "CD",
    },
    "heldout": {
        "coffeemachine": "coffee maker",
        "garbagecan": "trash bin",
        "countertop": "kitchen counter",
        "saltshaker": "shaker of salt",
        "peppershaker": "pepper pot",
        "soapbar": "bar of soap",
        "soapbottle": "bottle of soap",
        "alarmclock": "clock",
        "keychain": "keyring",
        "cd": "disc",
        "cabinet": "cupboard",
        "fridge": "refrigerator",
        "sofa": "couch",
    },
    "heldout2": {
        "mug": "tea mug",
        "soapbar": "soap cake",
        "potato": "spud",
        "peppershaker": "pepper grinder",
        "saltshaker": "salt cellar",
        "pan": "frying pan",
        "cup": "teacup",
        "plate": "dinner plate",
        "soapbottle": "liquid soap dispenser",
        "watch": "wristwatch",
        "cd": "compact disc",
        "pillow": "cushion",
        "cloth": "rag",
        "alarmclock": "alarm",
        "bread": "loaf",
        "keychain": "key fob",
        "book": "novel",
        "countertop": "worktop",
        "cabinet": "storage unit",
        "desklamp": "reading lamp",
        "garbagecan": "wastebasket",
        "coffeemachine": "espresso machine",
        "microwave": "microwave oven",
        "safe": "strongbox",
        "shelf": "bookshelf",
        "sofa": "settee",
        "fridge": "icebox",
        "desk": "writing desk",
    },
    "heldout3": {
        "coffeemachine": "coffee brewer",
        "garbagecan": "rubbish bin",
        "countertop": "counter",
        "cabinet": "kitchen cabinet",
        "desklamp": "table lamp",
        "soapbar": "soap",
        "soapbottle": "soap pump",
        "peppershaker": "pepper mill",
        "saltshaker": "salt dispenser",
        "keychain": "bunch of keys",
        "pan": "skillet",
        "plate": "dish",
        "vase": "flower vase",
        "cloth": "dishcloth",
        "book": "paperback",
        "shelf": "shelving unit",
        "toilet": "loo",
        "safe": "safe box",
        "desk": "study desk",
        "alarmclock": "alarm clock",
    },
    "heldout4": {
        "coffeemachine": "coffeemaker",
        "garbagecan": "bin",
        "countertop": "work surface",
        "cabinet": "cupboard unit",
        "desklamp": "lamp",
        "soapbar": "bar soap",
        "peppershaker": "pepper shaker",
        "saltshaker": "salt shaker",
        "cd": "disc",
        "alarmclock": "clock",
        "keychain": "keys",
        "cloth": "towel",
        "sofa": "couch",
    },
    "heldout5": {
        "coffeemachine": "coffee machine",
        "garbagecan": "waste bin",
        "countertop": "countertop",
        "cabinet": "cabinet",
        "desklamp": "desk light",
        "soapbar": "soap bar",
        "soapbottle": "soap bottle",
        "peppershaker": "pepper shaker",
        "saltshaker": "salt shaker",
        "alarmclock": "alarm clock",
        "keychain": "set of keys",
        "cd": "cd",
        "sinkbasin": "sink",
        "creditcard": "credit card",
        "remotecontrol": "remote",
        "butterknife": "butter knife",
        "diningtable": "dining table",
        "sidetable": "side table",
        "coffeetable": "coffee table",
        "tissuebox": "tissue box",
        "spraybottle": "spray bottle",
        "toiletpaper": "toilet paper",
        "winebottle": "wine bottle",
        "dishsponge": "dish sponge",
    },
    "heldout6": {
        "coffeemachine": "coffeemaker",
        "garbagecan": "trash can",
        "countertop": "counter surface",
        "cabinet": "cabinet",
        "desklamp": "desk lamp",
        "soapbar": "soap bar",
        "soapbottle": "soap dispenser",
        "peppershaker": "pepper shaker",
        "saltshaker": "salt shaker",
        "alarmclock": "alarm clock",
        "keychain": "key ring",
        "sinkbasin": "sink basin",
        "creditcard": "credit card",
        "remotecontrol": "remote control",
        "diningtable": "dining table",
        "sidetable": "side table",
        "tissuebox": "box of tissues",
        "spraybottle": "spray bottle",
        "toiletpaper": "toilet paper roll",
        "dishsponge": "sponge",
        "fridge": "refrigerator",
        "cd": "compact disc",
    },
    "heldout7": {
        "coffeemachine": "coffee station",
        "garbagecan": "trash can",
        "countertop": "bench top",
        "cabinet": "cupboard",
        "desklamp": "desk light",
        "soapbar": "bar soap",
        "soapbottle": "soap dispenser",
        "peppershaker": "pepper shaker",
        "saltshaker": "salt shaker",
        "alarmclock": "alarm clock",
        "keychain": "car keys",
        "mug": "coffee cup",
        "pillow": "throw pillow",
        "toilet": "toilet tank",
    },
}

TEMPLATES = {
    "tune": {
        "heat": [
            "warm up the {o} and then place it in the {r}",
            "could you heat up a {o} and set it in the {r}?",
            "I need a warmed {o} placed in the {r}",
        ],
        "cool": [
            "chill the {o} and then place it in the {r}",
            "could you cool down a {o} and set it in the {r}?",
            "I need a cold {o} placed in the {r}",
        ],
        "clean": [
            "wash the {o} and then place it in the {r}",
            "could you rinse a {o} and set it in the {r}?",
            "I need a washed {o} placed in the {r}",
        ],
        "place": [
            "place the {o} in the {r}",
            "could you move a {o} to the {r}?",
            "take a {o} and set it on the {r}",
        ],
        "two": [
            "place a pair of {os} in the {r}",
            "could you take two {os} and set both in the {r}?",
            "I need two {os} placed in the {r}",
        ],
        "look": [
            "inspect the {o} by the light of the desk lamp",
            "could you switch on the desk lamp and check the {o}?",
            "look at the {o} using the lamp",
        ],
    },
    "heldout": {
        "heat": [
            "cook a {o}, then leave it inside the {r}",
            "the {r} should end up with a {o} that has been made hot",
            "get a {o} nice and toasty and drop it into the {r}",
        ],
        "cool": [
            "refrigerate a {o}, then leave it inside the {r}",
            "the {r} should end up with a {o} that has been made cool",
            "get a {o} nice and icy and drop it into the {r}",
        ],
        "clean": [
            "scrub a {o}, then leave it inside the {r}",
            "the {r} should end up with a {o} that has been cleansed",
            "get a {o} nice and spotless and drop it into the {r}",
        ],
        "place": [
            "drop a {o} into the {r}",
            "the {r} should end up with a {o} in it",
            "find a {o} and leave it inside the {r}",
        ],
        "two": [
            "drop a couple of {os} into the {r}",
            "the {r} should end up holding 2 {os}",
            "gather both {os} you can find and leave them inside the {r}",
        ],
        "look": [
            "study a {o} beneath the lamp",
            "hold the {o} up to the light of the lamp and have a look",
            "view a {o} while the lamp is on",
        ],
    },
    "heldout2": {
        "heat": [
            "prepare a {o} by roasting it for a bit, then get it over to the {r}",
            "the {o} needs warming through; once that is done it goes in the {r}",
            "fix up a {o} so that it is steaming and set it down in the {r}",
        ],
        "cool": [
            "prepare a {o} by freezing it for a bit, then get it over to the {r}",
            "the {o} needs chilling down; once that is done it goes in the {r}",
            "fix up a {o} so that it is ice cold and set it down in the {r}",
        ],
        "clean": [
            "prepare a {o} by getting the grime off it, then get it over to the {r}",
            "the {o} needs washing up at the sink; once that is done it goes in the {r}",
            "fix up a {o} so that it is sparkling and set it down in the {r}",
        ],
        "place": [
            "prepare the {r} by getting a {o} into it",
            "the {o} goes in the {r}, can you see to that",
            "fetch a {o}, carry it over and set it down in the {r}",
        ],
        "two": [
            "prepare the {r} with a pair of {os}",
            "the {r} needs {os} in it, two of them",
            "fetch one {o}, then a second one, and set the two down in the {r}",
        ],
        "look": [
            "get the {r} switched on and take a close look at the {o}",
            "the {o} should be scrutinised under the glow of the {r}",
            "pick up the {o}, then, with the {r} lit, go over it carefully",
        ],
    },
    "heldout3": {
        "heat": [
            "zap a {o} in the microwave, then stash it in the {r}",
            "bring the {o} up to temperature and pop it in the {r}",
            "the {r} wants a {o}, piping hot",
        ],
        "cool": [
            "stick a {o} in the fridge for a while, then stash it in the {r}",
            "bring the {o} down to a low temperature and pop it in the {r}",
            "the {r} wants a {o}, nicely frosty",
        ],
        "clean": [
            "run a {o} under the tap, then stash it in the {r}",
            "wipe the {o} down and pop it in the {r}",
            "the {r} wants a {o} without a speck of dirt on it",
        ],
        "place": [
            "grab a {o}, then stash it in the {r}",
            "pop the {o} in the {r}",
            "the {r} is missing a {o}",
        ],
        "two": [
            "stash one {o} in the {r}, and then another one",
            "the {r} is missing two {os}",
            "pop a {o} and one more of them in the {r}",
        ],
        "look": [
            "flick on the {r} and have a peek at the {o}",
            "with the {r} on, eyeball the {o}",
            "check out the {o} in the light from the {r}",
        ],
    },
    "heldout4": {
        "heat": [
            "nuke a {o}, afterwards deposit it in the {r}",
            "can you get some heat into the {o} and store it in the {r}?",
            "I'd like the {o} served hot, in the {r}",
        ],
        "cool": [
            "put a {o} on ice, afterwards deposit it in the {r}",
            "can you let the {o} go cold and store it in the {r}?",
            "I'd like the {o} served chilled, in the {r}",
        ],
        "clean": [
            "sanitize a {o}, afterwards deposit it in the {r}",
            "can you get the {o} free of stains and store it in the {r}?",
            "I'd like the {o} hygienic, in the {r}",
        ],
        "place": [
            "relocate a {o} to the {r}",
            "can you store the {o} in the {r}?",
            "I'd like the {o} kept in the {r}",
        ],
        "two": [
            "relocate a {o} to the {r}, plus a second one",
            "can you store a {o} and another {o} in the {r}?",
            "I'd like the {r} to hold {os}, precisely two",
        ],
        "look": [
            "switch the {r} on to get a proper view of the {o}",
            "can you illuminate the {o} with the {r} and observe it?",
            "I'd like the {o} looked over by the light of the {r}",
        ],
    },
    "heldout5": {
        "heat": [
            "warm the {o} up in the microwave and leave it in the {r}",
            "i want a heated {o} sitting in the {r}",
            "first make the {o} hot, after that it belongs in the {r}",
        ],
        "cool": [
            "cool the {o} off in the fridge and leave it in the {r}",
            "i want a chilled {o} sitting in the {r}",
            "first make the {o} cold, after that it belongs in the {r}",
        ],
        "clean": [
            "rinse the {o} off in the sink and leave it in the {r}",
            "i want a freshly washed {o} sitting in the {r}",
            "first make the {o} clean, after that it belongs in the {r}",
        ],
        "place": [
            "pick up the {o} and leave it in the {r}",
            "i want a {o} sitting in the {r}",
            "first locate the {o}, after that it belongs in the {r}",
        ],
        "two": [
            "pick up two {os} and leave them in the {r}",
            "i want a pair of {os} sitting in the {r}",
            "first locate two {os}, after that they belong in the {r}",
        ],
        "look": [
            "turn on the {r} and take a look at the {o}",
            "i want the {o} examined under the {r}",
            "first pick up the {o}, after that look at it by the {r}",
        ],
    },
    "heldout6": {
        "heat": [
            "Ensure that a heated {o} ends up in the {r}.",
            "Retrieve a {o}, raise its temperature, and deposit it in the {r}.",
            "Your objective is to place a {o} that has been warmed into the {r}.",
        ],
        "cool": [
            "Ensure that a cooled {o} ends up in the {r}.",
            "Retrieve a {o}, lower its temperature, and deposit it in the {r}.",
            "Your objective is to place a {o} that has been refrigerated into the {r}.",
        ],
        "clean": [
            "Ensure that a cleaned {o} ends up in the {r}.",
            "Retrieve a {o}, remove the dirt from it, and deposit it in the {r}.",
            "Your objective is to place a {o} that has been washed into the {r}.",
        ],
        "place": [
            "Ensure that a {o} ends up in the {r}.",
            "Retrieve a {o} and deposit it in the {r}.",
            "Your objective is to place a {o} into the {r}.",
        ],
        "two": [
            "Ensure that two {os} end up in the {r}.",
            "Retrieve a pair of {os} and deposit them in the {r}.",
            "Your objective is to place two {os} into the {r}.",
        ],
        "look": [
            "Examine the {o} while the {r} is illuminated.",
            "Retrieve the {o} and inspect it under the light of the {r}.",
            "Your objective is to look at the {o} using the {r}.",
        ],
    },
    "heldout7": {
        "heat": [
            "{o}: heat up, then into the {r}",
            "the {o} has to be warm when it lands in the {r}",
            "go get the {o}, give it a spin in the microwave, and drop it off at the {r}",
        ],
        "cool": [
            "{o}: cool down, then into the {r}",
            "the {o} has to be cold when it lands in the {r}",
            "go get the {o}, leave it in the fridge for a bit, and drop it off at the {r}",
        ],
        "clean": [
            "{o}: wash, then into the {r}",
            "the {o} has to be spotless when it lands in the {r}",
            "go get the {o}, give it a rinse at the basin, and drop it off at the {r}",
        ],
        "place": [
            "{o}: into the {r}",
            "the {o} has to end up in the {r}",
            "go get the {o} and drop it off at the {r}",
        ],
        "two": [
            "{os} x2: into the {r}",
            "two {os} have to end up in the {r}",
            "go get a couple of {os} and drop them off at the {r}",
        ],
        "look": [
            "{o}: inspect under the {r}",
            "the {o} has to be looked over with the {r} switched on",
            "go get the {o} and check it out by the {r}",
        ],
    },
}

POLITENESS = {
    "tune": (["", "please ", "hey team, "], ["", " thanks!", " please."]),
    "heldout": (["", "kindly ", "ok so, "], ["", " as soon as you can.", " when you get a chance, cheers"]),
    "heldout2": (
        ["", "would you mind doing this: ", "right, next job - ", "if it is not too much trouble, "],
        ["", " - thank you so much.", " and let me know when it is done", " before dinner"],
    ),
    "heldout3": (["", "hi, ", "when you're free, ", "task: "], ["", ", ta", " - much appreciated", " asap"]),
    "heldout4": (["", "okay, ", "one more thing: ", "urgent: "], ["", ".", " please and thank you", " - cheers team"]),
    "heldout5": (["", "can you help? ", "next up: ", "hello! "], ["", ". thank you", " when you have a minute", "!"]),
    "heldout6": (
        ["", "Task: ", "Please complete the following. ", "Instruction: "],
        ["", " Thank you.", " Report back when finished."],
    ),
    "heldout7": (["", "todo: ", "ticket - ", "ok team, "], ["", " (low priority)", ", thx", " - done means done"]),
}


def parse(instruction: str) -> tuple[str, str, str]:
    """(family, object, receptacle) of a recorded ALFWorld instruction; ``ValueError`` for other wordings."""
    text = instruction.strip().lower()
    for family, pattern in PATTERNS:
        match = pattern.match(text)
        if match:
            groups = match.groupdict()
            return family, groups.get("o") or groups.get("o2") or "", groups.get("r") or "desklamp"
    raise ValueError(f"not a recorded ALFWorld wording: {instruction!r}")


def rephrase(instruction: str, split: str, variant: int, seed: str) -> str:
    """One rephrasing of ``instruction`` in the wording of ``split`` (deterministic in ``seed`` and ``variant``)."""
    family, obj, receptacle = parse(instruction)
    rng = random.Random(f"{split}:{seed}:{variant}")
    names = NAMES[split]
    o, r = names.get(obj, obj), names.get(receptacle, receptacle)
    template = TEMPLATES[split][family][variant % len(TEMPLATES[split][family])]
    before, after = POLITENESS[split]
    return rng.choice(before) + template.format(o=o, os=o + "s", r=r) + rng.choice(after)


def paraphrased(path: Path) -> dict[str, list[str]]:
    """{task id: its ``VARIANTS`` paraphrases} of a wording of :data:`PARAPHRASED`."""
    out = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        row = json.loads(line)
        if len(row["paraphrases"]) != VARIANTS:
            raise ValueError(f"{path}:{number}: 'paraphrases' holds {len(row['paraphrases'])}, not {VARIANTS}")
        out[row["id"]] = row["paraphrases"]
    return out


def build(trajectories: Path) -> list[dict]:
    rows = []
    written = {split: paraphrased(path) for split, path in PARAPHRASED.items()}
    for position, line in enumerate(trajectories.read_text().splitlines()):
        task = json.loads(line)
        for split in SPLITS:
            for variant in range(VARIANTS):
                if split in written:
                    if task["id"] not in written[split]:
                        raise ValueError(f"{PARAPHRASED[split]}: no paraphrases of {task['id']}")
                    instruction = written[split][task["id"]][variant]
                else:
                    instruction = rephrase(task["instruction"], split, variant, task["id"])
                rows.append(
                    {
                        "id": task["id"],
                        "split": split,
                        "variant": variant,
                        "scored": (position % 2 == 0) == (split in TUNING),
                        "instruction": instruction,
                    }
                )
    return rows


def load(path: Path = DEFAULT_OUT) -> dict[tuple[str, int], dict[str, str]]:
    """{(split, variant): {task id: rephrased instruction}} and, under ``(split, -1)``, the scored ids."""
    out: dict[tuple[str, int], dict[str, str]] = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        out.setdefault((row["split"], row["variant"]), {})[row["id"]] = row["instruction"]
        if row["scored"]:
            out.setdefault((row["split"], -1), {})[row["id"]] = ""
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trajectories", required=True, type=Path)
    p.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = p.parse_args()
    rows = build(args.trajectories)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(row) + "\n" for row in rows))


if __name__ == "__main__":
    main()
