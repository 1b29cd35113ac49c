import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgentRules } from '../components/AgentRules';
import { AgentTasks } from '../components/AgentTasks';

/** 'agents/AgentList': agent rules, tasks delegated to agents (withdraw), tasks held as an agent. */
export default function AgentList() {
  const { t } = useTranslation('agents');
  return (
    <Card size="small">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'rules', label: t('tabs.rules'), children: <AgentRules /> },
          { key: 'delegated', label: t('tabs.delegated'), children: <AgentTasks kind="delegated" /> },
          { key: 'asAgent', label: t('tabs.asAgent'), children: <AgentTasks kind="asAgent" /> },
        ]}
      />
    </Card>
  );
}
