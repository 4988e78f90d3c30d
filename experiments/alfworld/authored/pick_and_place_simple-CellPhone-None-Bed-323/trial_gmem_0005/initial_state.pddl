(define (problem plan_trial_gmem_0005)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        CellPhone_bar__minus_02_dot_41_bar__plus_00_dot_51_bar__minus_03_dot_16 - object
        Box_bar__minus_02_dot_40_bar__plus_00_dot_51_bar__minus_03_dot_17 - object
        Pencil_bar__minus_02_dot_39_bar__plus_00_dot_51_bar__minus_00_dot_54 - object
        Pillow_bar__plus_02_dot_44_bar__plus_00_dot_06_bar__minus_00_dot_11 - object
        AlarmClock_bar__plus_02_dot_37_bar__plus_00_dot_04_bar__minus_03_dot_27 - object
        Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 - receptacle
        Bed_bar__minus_01_dot_64_bar__minus_00_dot_04_bar__minus_01_dot_86 - receptacle
        Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 - receptacle
        Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51 - receptacle
        Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 - receptacle
        Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 - receptacle
        Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 - receptacle
        SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 - receptacle
        loc_bar__minus_5_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_8_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_5_bar_0_bar_1_bar_30 - location
        loc_bar_7_bar_6_bar_1_bar_30 - location
        loc_bar_8_bar__minus_10_bar_2_bar_30 - location
        loc_bar_9_bar_5_bar_1_bar_30 - location
        loc_bar_9_bar_6_bar_1_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 BedType)
        (receptacleType Bed_bar__minus_01_dot_64_bar__minus_00_dot_04_bar__minus_01_dot_86 BedType)
        (receptacleType Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 DeskType)
        (receptacleType Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51 DrawerType)
        (receptacleType Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 DrawerType)
        (receptacleType Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 DresserType)
        (receptacleType Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77 SafeType)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 SideTableType)
        (receptacleType SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 SideTableType)
        (objectType CellPhone_bar__minus_02_dot_41_bar__plus_00_dot_51_bar__minus_03_dot_16 CellPhoneType)
        (objectType Box_bar__minus_02_dot_40_bar__plus_00_dot_51_bar__minus_03_dot_17 BoxType)
        (objectType Pencil_bar__minus_02_dot_39_bar__plus_00_dot_51_bar__minus_00_dot_54 PencilType)
        (objectType Pillow_bar__plus_02_dot_44_bar__plus_00_dot_06_bar__minus_00_dot_11 PillowType)
        (objectType AlarmClock_bar__plus_02_dot_37_bar__plus_00_dot_04_bar__minus_03_dot_27 AlarmClockType)
        (canContain BedType CellPhoneType)
        (canContain BedType PillowType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType BoxType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType PencilType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType PencilType)
        (canContain SafeType CellPhoneType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType BoxType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType PencilType)
        (pickupable CellPhone_bar__minus_02_dot_41_bar__plus_00_dot_51_bar__minus_03_dot_16)
        (pickupable Box_bar__minus_02_dot_40_bar__plus_00_dot_51_bar__minus_03_dot_17)
        (isReceptacleObject Box_bar__minus_02_dot_40_bar__plus_00_dot_51_bar__minus_03_dot_17)
        (pickupable Pencil_bar__minus_02_dot_39_bar__plus_00_dot_51_bar__minus_00_dot_54)
        (pickupable Pillow_bar__plus_02_dot_44_bar__plus_00_dot_06_bar__minus_00_dot_11)
        (pickupable AlarmClock_bar__plus_02_dot_37_bar__plus_00_dot_04_bar__minus_03_dot_27)
        (openable Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51)
        (openable Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (openable Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle CellPhone_bar__minus_02_dot_41_bar__plus_00_dot_51_bar__minus_03_dot_16 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (inReceptacle Box_bar__minus_02_dot_40_bar__plus_00_dot_51_bar__minus_03_dot_17 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15)
        (inReceptacle Pencil_bar__minus_02_dot_39_bar__plus_00_dot_51_bar__minus_00_dot_54 SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51)
        (inReceptacle Pillow_bar__plus_02_dot_44_bar__plus_00_dot_06_bar__minus_00_dot_11 Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07)
        (inReceptacle AlarmClock_bar__plus_02_dot_37_bar__plus_00_dot_04_bar__minus_03_dot_27 Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22)
        (receptacleAtLocation Bed_bar__plus_02_dot_40_bar__plus_00_dot_01_bar__minus_00_dot_07 loc_bar_5_bar_0_bar_1_bar_30)
        (receptacleAtLocation Bed_bar__minus_01_dot_64_bar__minus_00_dot_04_bar__minus_01_dot_86 loc_bar_0_bar__minus_8_bar_3_bar_30)
        (receptacleAtLocation Desk_bar__plus_02_dot_32_bar__minus_00_dot_01_bar__minus_03_dot_22 loc_bar_8_bar__minus_10_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_02_dot_64_bar__plus_00_dot_72_bar__plus_01_dot_51 loc_bar_7_bar_6_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 loc_bar__minus_5_bar__minus_12_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__plus_02_dot_68_bar_00_dot_00_bar__plus_01_dot_51 loc_bar_9_bar_5_bar_1_bar_30)
        (receptacleAtLocation Safe_bar__plus_02_dot_70_bar__plus_01_dot_23_bar__plus_01_dot_77 loc_bar_9_bar_6_bar_1_bar_30)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_00_dot_51 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation SideTable_bar__minus_02_dot_42_bar__plus_00_dot_46_bar__minus_03_dot_15 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (objectAtLocation CellPhone_bar__minus_02_dot_41_bar__plus_00_dot_51_bar__minus_03_dot_16 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (objectAtLocation Box_bar__minus_02_dot_40_bar__plus_00_dot_51_bar__minus_03_dot_17 loc_bar__minus_7_bar__minus_12_bar_3_bar_30)
        (objectAtLocation Pencil_bar__minus_02_dot_39_bar__plus_00_dot_51_bar__minus_00_dot_54 loc_bar__minus_7_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Pillow_bar__plus_02_dot_44_bar__plus_00_dot_06_bar__minus_00_dot_11 loc_bar_5_bar_0_bar_1_bar_30)
        (objectAtLocation AlarmClock_bar__plus_02_dot_37_bar__plus_00_dot_04_bar__minus_03_dot_27 loc_bar_8_bar__minus_10_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CellPhoneType)
                            (receptacleType ?r BedType)
                        )
                    )
                )
            )
        )
    )
