#include "debug/condition.h"
#include "debug/languagedescriptor.h"

namespace Foulplay::Core::Debug {

const ConditionVocabulary &conditionVocabulary(Language language)
{
    return descriptor(language).vocabulary;
}

} // namespace Foulplay::Core::Debug
