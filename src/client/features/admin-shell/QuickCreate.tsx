import { Box, Button, Menu } from '@mantine/core';
import { IconBriefcase, IconPlus, IconUserSquare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminPath, adminTitleKey, type AdminScreen } from '../../../shared/admin-screens.ts';

/**
 * The top bar's quick create: the creation forms there are. A job; a talent's profile (the record by which staff
 * bring a person in: people are made by their records, there is no form for a bare person).
 */
const CREATE: readonly { screen: AdminScreen; icon: typeof IconPlus }[] = [
  { screen: 'newJob', icon: IconBriefcase },
  { screen: 'newProfile', icon: IconUserSquare },
];

export function QuickCreate() {
  const { t } = useTranslation();
  return (
    <Menu withinPortal position="bottom-end">
      <Menu.Target>
        <Button
          variant="light"
          px="xs"
          aria-label={t('admin.shell.quickCreate')}
          title={t('admin.shell.quickCreateLabel')}
        >
          <IconPlus size={18} aria-hidden />
          <Box component="span" visibleFrom="sm" ml={4}>
            {t('admin.shell.quickCreate')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CREATE.map(({ screen, icon: Icon }) => (
          <Menu.Item key={screen} component={Link} to={adminPath(screen)} leftSection={<Icon size={16} aria-hidden />}>
            {t(adminTitleKey(screen))}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
