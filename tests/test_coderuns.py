"""What a code runner said is read as the answer to the code it ran, and a traceback is shown by what it raised."""

from __future__ import annotations

import pytest

from gmem import TaskStatus, UtteranceKind
from gmem.coderuns import reports_answered
from gmem.models import Step, TaskRecord
from gmem.text import is_error, procedure_features, readable

CODE = "```python\nimport pandas as pd\ndf = pd.read_csv('sales.csv')\nprint(df['price'].mean())\n```"
TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "/workspace/tmp_code_4.py", line 3, in <module>\n'
    "    print(df['price'].mean())\n"
    "KeyError: 'price'"
)


def run(*steps: tuple[str, str], reply_to: dict[int, list[int]] | None = None) -> TaskRecord:
    replies = reply_to or {}
    return TaskRecord(
        id="t",
        instruction="Read sales.csv and report the average of the price column.",
        steps=[Step(agent=agent, action=action, reply_to=replies.get(n)) for n, (agent, action) in enumerate(steps)],
    )


@pytest.mark.parametrize(
    "report, error",
    [
        (f"exitcode: 1 (execution failed)\nCode output: \n{TRACEBACK}", True),  # AutoGen 0.2's UserProxyAgent
        (f"The script ran, then exited with an error (POSIX exit code: 1)\nIts output was:\n{TRACEBACK}", True),
        (TRACEBACK, True),  # AgentChat 0.4-0.6: what the program printed, as it is
        ("exitcode: 0 (execution succeeded)\nCode output: 12.84", False),
        ("The script ran but produced no output to console. The POSIX exit code was: 0.", False),
    ],
)
def test_a_runner_s_report_answers_the_code_it_ran(report, error):
    read = reports_answered(run(("coder", CODE), ("executor", report), ("coder", "The average is 12.84. TERMINATE")))
    coded, ended = read.steps
    assert (coded.action, coded.ran_by, ended.agent) == (CODE, "executor", "coder")
    assert is_error(coded.observation) is error and coded.observation.endswith(report)


def test_a_failed_report_marked_an_error_is_no_longer_than_a_step_may_be():
    from gmem.coderuns import answer_of
    from gmem.models import MAX_UTTERANCE_CHARS

    longest = "exitcode: 1 (execution failed)\nCode output: " + "x" * MAX_UTTERANCE_CHARS
    assert len(answer_of(longest[:MAX_UTTERANCE_CHARS])) == MAX_UTTERANCE_CHARS


def test_a_runner_that_prints_only_what_programs_print_is_known_by_answering_code_alone():
    """AgentChat's CodeExecutorAgent reports a run that succeeded by what it printed: '12.84' is no act."""
    read = reports_answered(
        run(("coder", CODE), ("executor", "['Date', 'Price']"), ("coder", CODE), ("executor", "12.84"), ("coder", "ok"))
    )
    assert [(s.agent, s.observation) for s in read.steps] == [
        ("coder", "['Date', 'Price']"),
        ("coder", "12.84"),
        ("coder", ""),
    ]
    before = run(("coder", CODE), ("executor", "12.84"))
    assert procedure_features((s.action, s.observation) for s in before.steps)[-1] == "12.84#1"
    assert procedure_features((s.action, s.observation) for s in reports_answered(before).steps) == [
        "import pandas as pd df =#1"
    ]


def test_a_reviewer_who_answers_code_with_words_stays_an_agent():
    reviewed = run(
        ("coder", CODE),
        ("reviewer", "The column may be named Price. Check the header first."),
        ("coder", CODE),
        ("reviewer", "Looks right to me. APPROVE"),
    )
    assert reports_answered(reviewed) is reviewed
    writes_code = run(("coder", CODE), ("executor", "12.84"), ("executor", CODE))  # it writes code: no runner
    assert reports_answered(writes_code) is writes_code
    answered = TaskRecord(
        id="t",
        instruction="Read sales.csv.",
        steps=[Step(agent="coder", action=CODE, observation="12.84"), Step(agent="executor", action="12.84")],
    )
    assert reports_answered(answered) is answered  # the code was answered already


def test_a_terminal_asked_to_run_the_code_answers_it():
    """Magentic-One: the orchestrator asks its ComputerTerminal to run the coder's code; the terminal answers the code.
    Code whose writer went on before anyone ran it is answered by nothing."""
    ledger = "We have the script. Next, the terminal should run it.\nComputerTerminal, please run the code above."
    read = reports_answered(
        run(
            ("Orchestrator", "Plan: read the file."), ("Coder", CODE), ("Orchestrator", ledger), ("Terminal", TRACEBACK)
        )
    )
    assert [(s.agent, s.observation) for s in read.steps] == [
        ("Orchestrator", ""),
        ("Coder", TRACEBACK),
        ("Orchestrator", ""),
    ]
    went_on = run(("coder", CODE), ("coder", "That should do it."), ("summary", "12.84"))
    assert reports_answered(went_on) is went_on


def test_steps_that_answered_a_report_answer_the_code_it_reported_on():
    read = reports_answered(
        run(("coder", "plan"), ("coder", CODE), ("executor", TRACEBACK), ("critic", "Use Price."), reply_to={3: [2]})
    )
    assert [(s.agent, s.reply_to) for s in read.steps] == [("coder", None), ("coder", None), ("critic", [1])]


def test_a_traceback_is_shown_by_what_it_raised():
    assert readable(TRACEBACK).splitlines()[0] == "KeyError: 'price'"
    chained = f"{TRACEBACK}\n\nDuring handling of the above exception, another exception occurred:\n\n" + (
        'Traceback (most recent call last):\n  File "x.py", line 9, in <module>\nValueError: no price column'
    )
    assert readable(chained).splitlines()[0] == "ValueError: no price column"
    assert readable("KeyError: 'price'") == "KeyError: 'price'"
    reported = f"exitcode: 1 (execution failed)\nCode output: {TRACEBACK}"  # AutoGen 0.2 labels the traceback
    assert readable(reported).splitlines()[:2] == ["KeyError: 'price'", "exitcode: 1 (execution failed)"]
    assert sorted(readable(TRACEBACK).splitlines()) == sorted(TRACEBACK.splitlines())  # nothing lost


def test_a_coder_and_executor_team_s_failure_names_its_error(open_memory):
    """Recorded as its messages, the run failed on a missing module: how it failed says so, and the executor said
    nothing of its own (before, 'stopped after 5 steps without success', and the tracebacks were the runner's acts)."""
    memory = open_memory()
    missing = (
        'Traceback (most recent call last):\n  File "/workspace/tmp_code_2.py", line 1, in <module>\n'
        "    import yfinance as yf\nModuleNotFoundError: No module named 'yfinance'"
    )
    plot = "```python\nimport yfinance as yf\ndf = yf.download('TSLA')\ndf['Close'].plot()\n```"
    memory.record(
        {
            "id": "tsla",
            "instruction": "Plot the TSLA stock price year to date and save it as tsla.png.",
            "status": "failed",
            "steps": [
                {"agent": "coder", "action": plot},
                {"agent": "executor", "action": missing},
                {"agent": "coder", "action": "Let me try again.\n" + plot},
                {"agent": "executor", "action": missing},
                {"agent": "coder", "action": "The environment lacks the package. TERMINATE"},
            ],
        }
    )
    graph = memory.graph("tsla")
    assert "ModuleNotFoundError: No module named 'yfinance'" in graph.failure_reason
    assert {u.agent for u in graph.utterances if u.kind != UtteranceKind.OBSERVATION} == {"coder"}
    assert memory.task("tsla").status == TaskStatus.FAILED
