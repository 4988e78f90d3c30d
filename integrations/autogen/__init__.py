"""AutoGen AgentChat integration.

    from gmem.integrations.autogen import remember
    team = remember(RoundRobinGroupChat([solver, critic], ...), memory, judge=my_judge)
    result = await team.run(task="put a clean mug in coffeemachine 1")

Or per agent: ``AssistantAgent(..., memory=[GMemMemory(memory, role="solver")])``.
"""

from .agent_memory import GMemMemory
from .judge import Judge, Verdict
from .llm import AutoGenProvider
from .team import RememberingTeam, remember

__all__ = ["AutoGenProvider", "GMemMemory", "Judge", "RememberingTeam", "Verdict", "remember"]
