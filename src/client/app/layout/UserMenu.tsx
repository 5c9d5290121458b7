import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { ChangePasswordModal } from '../../features/auth/ChangePasswordModal.tsx';
import { MailLanguageItems } from '../../features/auth/MailLanguageItems.tsx';

/** Once logged in: the admin area, change password, the language of one's mails and logout (docs/spec/product-spec.md#1-what-the-product-does-and-for-whom and #4-states-and-transitions). */
export default function UserMenu() {
  const { t } = useTranslation();
  const { userName, logout } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Menu withinPortal>
        <Menu.Target>
          <Button variant="light" leftSection={<IconUserCircle size={18} aria-hidden />}>
            {userName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/home">
            {t('menu.dashboard')}
          </Menu.Item>
          <Menu.Item onClick={open}>{t('auth.changePassword')}</Menu.Item>
          <Menu.Divider />
          <MailLanguageItems />
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => void logout()}>
            {t('auth.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={opened} onClose={close} />
    </>
  );
}
