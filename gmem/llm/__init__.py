"""gmem's LLM protocol, the client that makes it safe to call, and the memory operations that use it.

from gmem import Memory
from gmem.llm import OpenAICompatibleProvider
memory = Memory.open("team.db", llm=OpenAICompatibleProvider(model="qwen2.5-14b-instruct"))
memory.usage.total  # memory-side calls and tokens
"""

from gmem.errors import LLMError
from gmem.llm.accounting import OperationUsage, Usage
from gmem.llm.client import LLMClient, LLMSettings
from gmem.llm.openai_compatible import OpenAICompatibleProvider
from gmem.llm.operations import LLMOperations, LLMOperationsConfig
from gmem.llm.protocol import ChatMessage, Completion, FunctionProvider, LLMProvider

__all__ = [
    "ChatMessage",
    "Completion",
    "FunctionProvider",
    "LLMClient",
    "LLMError",
    "LLMOperations",
    "LLMOperationsConfig",
    "LLMProvider",
    "LLMSettings",
    "OpenAICompatibleProvider",
    "OperationUsage",
    "Usage",
]
